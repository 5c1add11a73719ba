import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ContentLocale } from '@app/contracts/content-texts'
import {
  ANNOUNCEMENTS_OPS_GET_TEXTS,
  ANNOUNCEMENTS_OPS_SAVE_TEXTS,
  type AnnouncementTextsBody,
} from '@app/contracts/announcements-texts'
import { call } from '../../../lib/request.ts'

export const announcementTextsQueryKey = (id: number) => ['ops', 'announcements', 'texts', id] as const

export const useAnnouncementTexts = (id: number) =>
  useQuery({
    queryKey: announcementTextsQueryKey(id),
    queryFn: () => call(ANNOUNCEMENTS_OPS_GET_TEXTS, { params: { id } }),
  })

/** Saves an announcement's title and body in one language (sanitised by the server). */
export const useSaveAnnouncementTexts = (id: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ locale, body }: { locale: ContentLocale; body: AnnouncementTextsBody }) =>
      call(ANNOUNCEMENTS_OPS_SAVE_TEXTS, { params: { id, locale }, body }),
    onSuccess: (texts) => queryClient.setQueryData(announcementTextsQueryKey(id), texts),
  })
}
