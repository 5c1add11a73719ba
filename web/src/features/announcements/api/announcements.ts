import { pendingSource } from '../../../lib/list/source.ts'

export const announcementsQueryKey = ['announcements'] as const

// The announcements issue adds the endpoint and replaces this pending source with its fetcher.
export const announcementsSource = pendingSource(announcementsQueryKey)
