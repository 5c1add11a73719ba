import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsCreatePaymentChannel,
  opsGetMoneySettings,
  opsListPaymentChannels,
  opsSaveMoneySettings,
  opsUpdatePaymentChannel,
  type MoneySettingsBody,
  type PaymentChannelBody,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const channelsQueryKey = ['ops', 'payment-channels'] as const
export const moneySettingsQueryKey = ['ops', 'money-settings'] as const

export const fetchChannels = () => call(opsListPaymentChannels, {})

export const useChannels = () => useQuery({ queryKey: channelsQueryKey, queryFn: fetchChannels })

/** Adds a channel (no id) or updates one. */
export const useSaveChannel = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PaymentChannelBody }) =>
      id === null
        ? call(opsCreatePaymentChannel, { body })
        : call(opsUpdatePaymentChannel, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  })
}

export const fetchMoneySettings = () => call(opsGetMoneySettings, {})

export const useMoneySettings = () =>
  useQuery({ queryKey: moneySettingsQueryKey, queryFn: fetchMoneySettings })

export const useSaveMoneySettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MoneySettingsBody) => call(opsSaveMoneySettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(moneySettingsQueryKey, saved),
  })
}
