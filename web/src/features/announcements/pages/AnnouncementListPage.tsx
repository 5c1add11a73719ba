import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PullList } from '../../../lib/list/PullList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { announcementsSource } from '../api/announcements.ts'
import { AnnouncementItem } from '../components/AnnouncementItem.tsx'

/** Announcements: pinned first, unread marked; pull to refresh, more near the bottom. */
export function AnnouncementListPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.announcements')}>
      <PullList
        source={announcementsSource}
        itemKey={(item) => String(item.id)}
        renderItem={(item) => <AnnouncementItem item={item} />}
        emptyTitle={t('empty.announcements')}
      />
    </PageFrame>
  )
}
