import { useTranslation } from 'react-i18next'
import { PendingPullList } from '../../../lib/list/PendingPullList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { earningsSource } from '../api/income.ts'

/** Pull to refresh and load more near the bottom; rows arrive with the income issue. */
export function EarningListPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.earningList')}>
      <PendingPullList source={earningsSource} emptyTitle={t('empty.earnings')} />
    </PageFrame>
  )
}
