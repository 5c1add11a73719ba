import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ANNOUNCEMENTS_OPS_CREATE,
  ANNOUNCEMENTS_OPS_LIST,
  ANNOUNCEMENTS_OPS_PUBLISH,
  ANNOUNCEMENTS_OPS_UNPUBLISH,
  ANNOUNCEMENTS_OPS_UPDATE,
  type AnnouncementInputBody,
} from '@app/contracts/announcements'
import { useMayCall } from '../../../lib/operator.ts'
import { call } from '../../../lib/request.ts'

export const announcementsQueryKey = ['ops', 'announcements'] as const

export const fetchAnnouncements = () => call(ANNOUNCEMENTS_OPS_LIST, {})

export const useAnnouncements = () =>
  useQuery({ queryKey: announcementsQueryKey, queryFn: fetchAnnouncements })

/** Whether the operator may write announcements (admin and support; finance only reads them). */
export const useCanWriteAnnouncements = (): boolean =>
  useMayCall(
    ANNOUNCEMENTS_OPS_CREATE,
    ANNOUNCEMENTS_OPS_UPDATE,
    ANNOUNCEMENTS_OPS_PUBLISH,
    ANNOUNCEMENTS_OPS_UNPUBLISH,
  )

/** Creates one (no id) or updates it; the reply carries the body as the server stored it, sanitised. */
export const saveAnnouncement = ({ id, body }: { id: number | null; body: AnnouncementInputBody }) =>
  id === null
    ? call(ANNOUNCEMENTS_OPS_CREATE, { body })
    : call(ANNOUNCEMENTS_OPS_UPDATE, { params: { id }, body })

export const useSaveAnnouncement = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  })
}

export const setAnnouncementPublished = ({ id, verb }: { id: number; verb: 'publish' | 'unpublish' }) =>
  call(verb === 'publish' ? ANNOUNCEMENTS_OPS_PUBLISH : ANNOUNCEMENTS_OPS_UNPUBLISH, { params: { id } })

export const useSetAnnouncementPublished = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setAnnouncementPublished,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  })
}
