import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  WALLET_OPS_CREATE_PAYMENT_CHANNEL,
  WALLET_OPS_GET_MONEY_SETTINGS,
  WALLET_OPS_LIST_PAYMENT_CHANNELS,
  WALLET_OPS_SAVE_MONEY_SETTINGS,
  WALLET_OPS_UPDATE_PAYMENT_CHANNEL,
  type MoneySettingsBody,
  type PaymentChannelBody,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const channelsQueryKey = ['ops', 'payment-channels'] as const
export const moneySettingsQueryKey = ['ops', 'money-settings'] as const

export const fetchChannels = () => call(WALLET_OPS_LIST_PAYMENT_CHANNELS, {})

export const useChannels = () => useQuery({ queryKey: channelsQueryKey, queryFn: fetchChannels })

/** Adds a channel (no id) or updates one. */
export const useSaveChannel = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PaymentChannelBody }) =>
      id === null
        ? call(WALLET_OPS_CREATE_PAYMENT_CHANNEL, { body })
        : call(WALLET_OPS_UPDATE_PAYMENT_CHANNEL, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  })
}

export const fetchMoneySettings = () => call(WALLET_OPS_GET_MONEY_SETTINGS, {})

export const useMoneySettings = () =>
  useQuery({ queryKey: moneySettingsQueryKey, queryFn: fetchMoneySettings })

export const useSaveMoneySettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MoneySettingsBody) => call(WALLET_OPS_SAVE_MONEY_SETTINGS, { body }),
    onSuccess: (saved) => queryClient.setQueryData(moneySettingsQueryKey, saved),
  })
}
