import { useTranslation } from 'react-i18next'
import { PendingPage } from '../../../lib/ui/PendingPage.tsx'

// Content arrives with the wallet issue; until then the page shows its frame and an empty state.
export function RecordDetailPage() {
  const { t } = useTranslation()
  return <PendingPage title={t('nav.walletRecordDetail')} emptyTitle={t('empty.detail')} />
}
