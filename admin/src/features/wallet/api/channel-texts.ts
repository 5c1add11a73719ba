import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ContentLocale } from '@app/contracts/content-texts'
import {
  WALLET_OPS_GET_CHANNEL_TEXTS,
  WALLET_OPS_SAVE_CHANNEL_TEXTS,
} from '@app/contracts/wallet-channel-texts'
import { call } from '../../../lib/request.ts'

export const channelTextsQueryKey = (id: number) => ['ops', 'payment-channels', 'texts', id] as const

export const useChannelTexts = (id: number) =>
  useQuery({
    queryKey: channelTextsQueryKey(id),
    queryFn: () => call(WALLET_OPS_GET_CHANNEL_TEXTS, { params: { id } }),
  })

/** Saves a channel's name in one language; empty shows the English name. */
export const useSaveChannelTexts = (id: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ locale, name }: { locale: ContentLocale; name: string }) =>
      call(WALLET_OPS_SAVE_CHANNEL_TEXTS, { params: { id, locale }, body: { name } }),
    onSuccess: (texts) => queryClient.setQueryData(channelTextsQueryKey(id), texts),
  })
}
