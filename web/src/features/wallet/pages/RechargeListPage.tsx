import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { RechargeList } from '../components/lists.tsx'

/** Recharge records: Pending, Completed, Expired, Cancel, Error; a pending one can be cancelled. */
export function RechargeListPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.rechargeList')}>
      <RechargeList />
    </PageFrame>
  )
}
