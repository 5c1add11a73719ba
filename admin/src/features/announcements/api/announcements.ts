import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AnnouncementInputBody, OpsAnnouncementRow } from '@app/contracts'
import { useMe } from '../../../lib/operator.ts'
import { request } from '../../../lib/request.ts'

export const announcementsQueryKey = ['ops', 'announcements'] as const

export function useAnnouncements() {
  return useQuery({
    queryKey: announcementsQueryKey,
    queryFn: () => request<OpsAnnouncementRow[]>('/api/ops/announcements'),
  })
}

/** Admin and support write announcements; finance only reads them. */
export function useCanWriteAnnouncements(): boolean {
  const role = useMe().data?.role
  return role === 'admin' || role === 'support'
}

/** Creates one (no id) or updates it; the reply carries the body as the server stored it, sanitised. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AnnouncementInputBody }) =>
      id === null
        ? request<OpsAnnouncementRow>('/api/ops/announcements', { method: 'POST', body })
        : request<OpsAnnouncementRow>(`/api/ops/announcements/${id}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  })
}

export function useSetAnnouncementPublished() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: 'publish' | 'unpublish' }) =>
      request<OpsAnnouncementRow>(`/api/ops/announcements/${id}/${verb}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  })
}
