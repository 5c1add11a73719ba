import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PageLoad } from '../../../lib/placeholders/PageLoad.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { useFreshness } from '../../../lib/freshness.ts'
import { useWallet } from '../api/wallet.ts'
import { useWithdrawOptions, withdrawOptionsQueryKey } from '../api/withdrawals.ts'
import { WithdrawForm } from '../components/WithdrawForm.tsx'

/** Create a withdrawal: the form over the fee, limits and receipt account the server states. */
export function WithdrawCreatePage() {
  const { t } = useTranslation()
  const query = useWithdrawOptions()
  const wallet = useWallet()
  // An unrefreshed balance is not shown as the one available (offline: "--").
  const current = useFreshness(wallet).state === 'current'
  return (
    <PageFrame title={t('nav.withdrawCreate')}>
      <PageLoad query={query} queryKey={withdrawOptionsQueryKey}>
        {(options) => <WithdrawForm options={options} wallet={current ? wallet.data : undefined} />}
      </PageLoad>
    </PageFrame>
  )
}
