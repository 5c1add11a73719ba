import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { WithdrawalList } from '../components/lists.tsx'

/** Withdrawal records: Pending, Completed, Expired, and Rejected with the reason. */
export function WithdrawListPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.withdrawList')}>
      <WithdrawalList />
    </PageFrame>
  )
}
