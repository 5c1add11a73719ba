import { useQuery } from '@tanstack/react-query'
import {
  ANNOUNCEMENTS_GET,
  ANNOUNCEMENTS_LATEST,
  ANNOUNCEMENTS_LIST,
  type AnnouncementSummary,
} from '@app/contracts/announcements'
import { fetchData } from '../../../lib/request.ts'
import type { ListSource } from '../../../lib/list/source.ts'

export const announcementsQueryKey = ['announcements'] as const
export const announcementQueryKey = (id: string) => [...announcementsQueryKey, 'detail', id] as const

export const fetchAnnouncements = (cursor: string | null) =>
  fetchData(ANNOUNCEMENTS_LIST, { query: { cursor: cursor ?? undefined } })

/** Pinned first, then the newest; `unread` only for a signed-in reader. */
export const announcementsSource: ListSource<AnnouncementSummary> = {
  queryKey: [...announcementsQueryKey, 'list'],
  fetchPage: fetchAnnouncements,
}

/** Opening one marks it read for a signed-in user. */
export const fetchAnnouncement = (id: string) => fetchData(ANNOUNCEMENTS_GET, { params: { id } })

export const useAnnouncement = (id: string) =>
  useQuery({ queryKey: announcementQueryKey(id), queryFn: () => fetchAnnouncement(id), enabled: id !== '' })

/** The newest publication for the home tab, or null; quiet, since home works without it. */
export const fetchLatestAnnouncement = () => fetchData(ANNOUNCEMENTS_LATEST, {}, { suppressToast: true })

export const useLatestAnnouncement = () =>
  useQuery({ queryKey: [...announcementsQueryKey, 'latest'], queryFn: fetchLatestAnnouncement })
