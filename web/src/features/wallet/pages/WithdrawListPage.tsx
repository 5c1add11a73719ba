import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { WithdrawalList } from '../components/lists.tsx'

/** Withdrawal records: Pending (which its user can cancel), Completed, Expired, Cancelled, and Rejected with the reason. */
export function WithdrawListPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.withdrawList')}>
      <WithdrawalList />
    </PageFrame>
  )
}
