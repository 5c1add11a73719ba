import { useTranslation } from 'react-i18next'
import { PendingPage } from '../../../lib/ui/PendingPage.tsx'

// Content arrives with the announcements issue; until then the page shows its frame and an empty state.
export function AnnouncementDetailPage() {
  const { t } = useTranslation()
  return <PendingPage title={t('nav.announcementDetail')} emptyTitle={t('empty.detail')} />
}
