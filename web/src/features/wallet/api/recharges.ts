import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  WALLET_CANCEL_RECHARGE as cancelRechargeEndpoint,
  WALLET_CREATE_RECHARGE as createRechargeEndpoint,
  WALLET_RECHARGE_OPTIONS,
  WALLET_LIST_RECHARGES,
  type RechargeBody,
  type RechargeRow,
} from '@app/contracts/wallet-recharges'
import { call, fetchData } from '../../../lib/request.ts'
import { useMoneyAction } from '../../../lib/money-action.ts'
import type { ListSource } from '../../../lib/list/source.ts'

export const rechargesQueryKey = ['recharges'] as const
export const rechargeOptionsQueryKey = ['recharge-options'] as const

/** Wallet types (payment channels with the company to pay), amount presets, expiry. */
export const fetchRechargeOptions = () => fetchData(WALLET_RECHARGE_OPTIONS, {})

export const useRechargeOptions = () =>
  useQuery({ queryKey: rechargeOptionsQueryKey, queryFn: fetchRechargeOptions })

export const fetchRecharges = (cursor: string | null) =>
  fetchData(WALLET_LIST_RECHARGES, { query: { cursor: cursor ?? undefined } })

export const rechargesSource: ListSource<RechargeRow> = {
  queryKey: [...rechargesQueryKey, 'list'],
  fetchPage: fetchRecharges,
}

/** The newest page only, for the wallet tab's recent recharges. */
export const useRecentRecharges = () =>
  useQuery({ queryKey: [...rechargesQueryKey, 'recent'], queryFn: () => fetchRecharges(null) })

export const createRecharge = (body: RechargeBody, idempotencyKey: string) =>
  call(createRechargeEndpoint, { body, idempotencyKey })

export const useCreateRecharge = () =>
  useMoneyAction({ mutationKey: [...rechargesQueryKey, 'create'], send: createRecharge })

/** Pending → Cancelled; no money has moved yet, so no key is needed. */
export const cancelRecharge = (id: number) => call(cancelRechargeEndpoint, { params: { id } })

export function useCancelRecharge() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...rechargesQueryKey, 'cancel'],
    mutationFn: cancelRecharge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rechargesQueryKey }),
  })
}
