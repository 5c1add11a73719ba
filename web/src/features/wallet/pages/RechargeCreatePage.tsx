import { useState } from 'react'
import type { RechargeRow } from '@app/contracts/wallet-recharges'
import { useSearchParams } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { useLocale } from '../../../lib/format.ts'
import { PageLoad } from '../../../lib/placeholders/PageLoad.tsx'
import { useStoredUserInfo } from '../../../lib/session.ts'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { rechargeOptionsQueryKey, useRechargeOptions } from '../api/recharges.ts'
import { RechargeForm } from '../components/RechargeForm.tsx'
import { RechargeRecorded } from '../components/RechargeRecorded.tsx'
import { draftFromAddress } from '../components/recharge-form.ts'

/**
 * Create a recharge: the form over the wallet types and presets the server offers. `?amount=`
 * (minor units, checked on arrival) fills the amount, as when a purchase lacks that much; the
 * membership number starts as the user's own member number (their id). Once confirmed, the page
 * shows the recorded request: whom to pay, with which reference, and how long it waits.
 */
export function RechargeCreatePage() {
  const { t } = useTranslation()
  const query = useRechargeOptions()
  const [search] = useSearchParams()
  const locale = useLocale()
  const user = useStoredUserInfo()
  const [recorded, setRecorded] = useState<RechargeRow | null>(null)
  const amount = search.get('amount')
  const initial = { ...draftFromAddress(amount, locale), membershipNumber: user ? String(user.id) : '' }
  return (
    <PageFrame title={t('nav.rechargeCreate')}>
      {recorded ? (
        <RechargeRecorded recharge={recorded} />
      ) : (
        <PageLoad query={query} queryKey={rechargeOptionsQueryKey}>
          {(options) => (
            // A new amount in the address is a new form.
            <RechargeForm key={amount ?? ''} options={options} initial={initial} onRecorded={setRecorded} />
          )}
        </PageLoad>
      )}
    </PageFrame>
  )
}
