import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PageLoad } from '../../../lib/placeholders/PageLoad.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { useWallet } from '../api/wallet.ts'
import { useWithdrawOptions, withdrawOptionsQueryKey } from '../api/withdrawals.ts'
import { WithdrawForm } from '../components/WithdrawForm.tsx'

/** Create a withdrawal: the form over the fee, limits and receipt account the server states. */
export function WithdrawCreatePage() {
  const { t } = useTranslation()
  const query = useWithdrawOptions()
  const { data: wallet } = useWallet()
  return (
    <PageFrame title={t('nav.withdrawCreate')}>
      <PageLoad query={query} queryKey={withdrawOptionsQueryKey}>
        {(options) => <WithdrawForm options={options} wallet={wallet} />}
      </PageLoad>
    </PageFrame>
  )
}
