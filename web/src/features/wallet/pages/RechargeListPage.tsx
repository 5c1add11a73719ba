import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { RechargeList } from '../components/lists.tsx'

/** Recharge records: Pending, Completed, Expired, Cancelled, Error; a pending one can be cancelled. */
export function RechargeListPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.rechargeList')}>
      <RechargeList />
    </PageFrame>
  )
}
