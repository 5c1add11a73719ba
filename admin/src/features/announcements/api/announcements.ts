import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsCreateAnnouncement,
  opsListAnnouncements,
  opsPublishAnnouncement,
  opsUnpublishAnnouncement,
  opsUpdateAnnouncement,
  type AnnouncementInputBody,
} from '@app/contracts/announcements'
import { useMayCall } from '../../../lib/operator.ts'
import { call } from '../../../lib/request.ts'

export const announcementsQueryKey = ['ops', 'announcements'] as const

export const fetchAnnouncements = () => call(opsListAnnouncements, {})

export const useAnnouncements = () =>
  useQuery({ queryKey: announcementsQueryKey, queryFn: fetchAnnouncements })

/** Whether the operator may write announcements (admin and support; finance only reads them). */
export const useCanWriteAnnouncements = (): boolean =>
  useMayCall(opsCreateAnnouncement, opsUpdateAnnouncement, opsPublishAnnouncement, opsUnpublishAnnouncement)

/** Creates one (no id) or updates it; the reply carries the body as the server stored it, sanitised. */
export const saveAnnouncement = ({ id, body }: { id: number | null; body: AnnouncementInputBody }) =>
  id === null ? call(opsCreateAnnouncement, { body }) : call(opsUpdateAnnouncement, { params: { id }, body })

export const useSaveAnnouncement = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  })
}

export const setAnnouncementPublished = ({ id, verb }: { id: number; verb: 'publish' | 'unpublish' }) =>
  call(verb === 'publish' ? opsPublishAnnouncement : opsUnpublishAnnouncement, { params: { id } })

export const useSetAnnouncementPublished = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setAnnouncementPublished,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  })
}
