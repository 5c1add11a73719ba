import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PageLoad } from '../../../lib/placeholders/PageLoad.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { rechargeOptionsQueryKey, useRechargeOptions } from '../api/recharges.ts'
import { RechargeForm } from '../components/RechargeForm.tsx'

/** Create a recharge: the form over the wallet types and presets the server offers. */
export function RechargeCreatePage() {
  const { t } = useTranslation()
  const query = useRechargeOptions()
  return (
    <PageFrame title={t('nav.rechargeCreate')}>
      <PageLoad query={query} queryKey={rechargeOptionsQueryKey}>
        {(options) => <RechargeForm options={options} />}
      </PageLoad>
    </PageFrame>
  )
}
