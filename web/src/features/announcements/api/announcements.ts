import { useQuery } from '@tanstack/react-query'
import type { AnnouncementDetail, AnnouncementSummary } from '@app/contracts/announcements'
import { request } from '../../../lib/request.ts'
import type { ListPage, ListSource } from '../../../lib/list/source.ts'

export const announcementsQueryKey = ['announcements'] as const
export const announcementQueryKey = (id: string) => [...announcementsQueryKey, 'detail', id] as const

export const fetchAnnouncements = (cursor: string | null) =>
  request<ListPage<AnnouncementSummary>>('/api/announcements', {
    query: { cursor: cursor ?? undefined },
  }).then((r) => r.data)

/** Pinned first, then the newest; `unread` only for a signed-in reader. */
export const announcementsSource: ListSource<AnnouncementSummary> = {
  queryKey: [...announcementsQueryKey, 'list'],
  fetchPage: fetchAnnouncements,
}

/** Opening one marks it read for a signed-in user. */
export const fetchAnnouncement = (id: string) =>
  request<AnnouncementDetail>(`/api/announcements/${encodeURIComponent(id)}`).then((r) => r.data)

export const useAnnouncement = (id: string) =>
  useQuery({ queryKey: announcementQueryKey(id), queryFn: () => fetchAnnouncement(id), enabled: id !== '' })

/** The newest publication for the home tab, or null; quiet, since home works without it. */
export const fetchLatestAnnouncement = () =>
  request<AnnouncementSummary | null>('/api/announcements/latest', { suppressToast: true }).then(
    (r) => r.data,
  )

export const useLatestAnnouncement = () =>
  useQuery({ queryKey: [...announcementsQueryKey, 'latest'], queryFn: fetchLatestAnnouncement })
