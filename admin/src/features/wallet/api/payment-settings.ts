import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MoneySettingsBody, PaymentChannel, PaymentChannelBody } from '@app/contracts'
import { request } from '../../../lib/request.ts'

export const channelsQueryKey = ['ops', 'payment-channels'] as const
export const moneySettingsQueryKey = ['ops', 'money-settings'] as const

export function useChannels() {
  return useQuery({
    queryKey: channelsQueryKey,
    queryFn: () => request<PaymentChannel[]>('/api/ops/payment-channels'),
  })
}

/** Adds a channel (no id) or updates one. */
export function useSaveChannel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PaymentChannelBody }) =>
      id === null
        ? request<PaymentChannel>('/api/ops/payment-channels', { method: 'POST', body })
        : request<PaymentChannel>(`/api/ops/payment-channels/${id}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  })
}

export function useMoneySettings() {
  return useQuery({
    queryKey: moneySettingsQueryKey,
    queryFn: () => request<MoneySettingsBody>('/api/ops/money-settings'),
  })
}

export function useSaveMoneySettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MoneySettingsBody) =>
      request<MoneySettingsBody>('/api/ops/money-settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(moneySettingsQueryKey, saved),
  })
}
