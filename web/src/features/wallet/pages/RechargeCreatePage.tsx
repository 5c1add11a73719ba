import { useSearchParams } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { useLocale } from '../../../lib/format.ts'
import { PageLoad } from '../../../lib/placeholders/PageLoad.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { rechargeOptionsQueryKey, useRechargeOptions } from '../api/recharges.ts'
import { RechargeForm } from '../components/RechargeForm.tsx'
import { draftFromAddress } from '../components/recharge-form.ts'

/**
 * Create a recharge: the form over the wallet types and presets the server offers. `?amount=`
 * (minor units, checked on arrival) fills the amount, as when a purchase lacks that much.
 */
export function RechargeCreatePage() {
  const { t } = useTranslation()
  const query = useRechargeOptions()
  const [search] = useSearchParams()
  const locale = useLocale()
  const amount = search.get('amount')
  const initial = draftFromAddress(amount, locale)
  return (
    <PageFrame title={t('nav.rechargeCreate')}>
      <PageLoad query={query} queryKey={rechargeOptionsQueryKey}>
        {(options) => (
          // A new amount in the address is a new form.
          <RechargeForm key={amount ?? ''} options={options} initial={initial} />
        )}
      </PageLoad>
    </PageFrame>
  )
}
