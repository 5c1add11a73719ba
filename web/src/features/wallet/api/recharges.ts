import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RechargeBody, RechargeOptions, RechargeRow } from '@app/contracts/wallet'
import { request } from '../../../lib/request.ts'
import { idempotencyHeader, useMoneyAction } from '../../../lib/money-action.ts'
import type { ListPage, ListSource } from '../../../lib/list/source.ts'

export const rechargesQueryKey = ['recharges'] as const
export const rechargeOptionsQueryKey = ['recharge-options'] as const

/** Wallet types (payment channels with the company to pay), amount presets, expiry. */
export const fetchRechargeOptions = () =>
  request<RechargeOptions>('/api/wallet/recharge-options').then((r) => r.data)

export const useRechargeOptions = () =>
  useQuery({ queryKey: rechargeOptionsQueryKey, queryFn: fetchRechargeOptions })

export const fetchRecharges = (cursor: string | null) =>
  request<ListPage<RechargeRow>>('/api/recharges', { query: { cursor: cursor ?? undefined } }).then(
    (r) => r.data,
  )

export const rechargesSource: ListSource<RechargeRow> = {
  queryKey: [...rechargesQueryKey, 'list'],
  fetchPage: fetchRecharges,
}

/** The newest page only, for the wallet tab's recent recharges. */
export const useRecentRecharges = () =>
  useQuery({ queryKey: [...rechargesQueryKey, 'recent'], queryFn: () => fetchRecharges(null) })

export const createRecharge = (body: RechargeBody, idempotencyKey: string) =>
  request<RechargeRow>('/api/recharges', { method: 'POST', body, headers: idempotencyHeader(idempotencyKey) })

export const useCreateRecharge = () =>
  useMoneyAction({ mutationKey: [...rechargesQueryKey, 'create'], send: createRecharge })

/** Pending → Cancel; no money has moved yet, so no key is needed. */
export const cancelRecharge = (id: number) => request<null>(`/api/recharges/${id}/cancel`, { method: 'POST' })

export function useCancelRecharge() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...rechargesQueryKey, 'cancel'],
    mutationFn: cancelRecharge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rechargesQueryKey }),
  })
}
