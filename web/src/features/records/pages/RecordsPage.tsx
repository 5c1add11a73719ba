import { useTranslation } from 'react-i18next'
import { PendingPage } from '../../../lib/ui/PendingPage.tsx'

// Content arrives with the records issue; until then the page shows its frame and an empty state.
export function RecordsPage() {
  const { t } = useTranslation()
  return <PendingPage title={t('nav.records')} emptyTitle={t('empty.records')} />
}
