import { useEffect, useMemo } from 'react'
import DOMPurify from 'dompurify'
import { useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { AnnouncementDetail } from '@app/contracts/announcements'
import { formatDate } from '../../../lib/format.ts'
import { PageLoad } from '../../../lib/placeholders/PageLoad.tsx'
import { EmptyState } from '../../../lib/placeholders/Placeholders.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { announcementQueryKey, announcementsQueryKey, useAnnouncement } from '../api/announcements.ts'
import '../components/announcements.css'

/** One announcement `?id=`; its HTML was sanitised when saved and is sanitised again here (0011). */
export function AnnouncementDetailPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const id = search.get('id') ?? ''
  const query = useAnnouncement(id)
  const queryClient = useQueryClient()
  const opened = query.data?.id
  useEffect(() => {
    // Opening it read it: the list's and the home tab's unread marks are now out of date.
    if (opened !== undefined)
      void queryClient.invalidateQueries({
        queryKey: announcementsQueryKey,
        exact: false,
        refetchType: 'none',
      })
  }, [opened, queryClient])
  return (
    <PageFrame title={t('nav.announcementDetail')}>
      {id === '' ? (
        <EmptyState title={t('empty.detail')} />
      ) : (
        <PageLoad query={query} queryKey={announcementQueryKey(id)}>
          {(announcement) => <AnnouncementBody announcement={announcement} />}
        </PageLoad>
      )}
    </PageFrame>
  )
}

function AnnouncementBody({ announcement }: { announcement: AnnouncementDetail }) {
  const html = useMemo(
    () =>
      DOMPurify.sanitize(announcement.bodyHtml, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form'],
        ADD_ATTR: ['target', 'rel'],
      }),
    [announcement.bodyHtml],
  )
  return (
    <article className="announcement-body" aria-labelledby="announcement-title">
      <h2 id="announcement-title">{announcement.title}</h2>
      <p className="card-sub">{formatDate(announcement.publishedAt)}</p>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  )
}
