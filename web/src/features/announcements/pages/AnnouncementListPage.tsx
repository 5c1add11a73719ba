import { useTranslation } from 'react-i18next'
import { PendingPullList } from '../../../lib/list/PendingPullList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { announcementsSource } from '../api/announcements.ts'

/** Pull to refresh and load more near the bottom; rows arrive with the announcements issue. */
export function AnnouncementListPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.announcements')}>
      <PendingPullList source={announcementsSource} emptyTitle={t('empty.announcements')} />
    </PageFrame>
  )
}
