import type { EarningRow, HoldingFilter, HoldingView, ReceiveReply } from '@app/contracts/income'
import { request } from '../../../lib/request.ts'
import { idempotencyHeader, useMoneyAction } from '../../../lib/money-action.ts'
import type { ListPage, ListSource } from '../../../lib/list/source.ts'

export const holdingsQueryKey = ['holdings'] as const
export const earningsQueryKey = ['earnings'] as const

export const fetchHoldings = (filter: HoldingFilter, cursor: string | null) =>
  request<ListPage<HoldingView>>('/api/holdings', { query: { filter, cursor: cursor ?? undefined } }).then(
    (r) => r.data,
  )

/** My products under one filter: All, Running, Expired or Frozen. */
export const holdingsSource = (filter: HoldingFilter): ListSource<HoldingView> => ({
  queryKey: [...holdingsQueryKey, filter],
  fetchPage: (cursor) => fetchHoldings(filter, cursor),
})

export const fetchEarnings = (cursor: string | null) =>
  request<ListPage<EarningRow>>('/api/earnings', { query: { cursor: cursor ?? undefined } }).then(
    (r) => r.data,
  )

/** Earning records: every earning received, newest first. */
export const earningsSource: ListSource<EarningRow> = { queryKey: earningsQueryKey, fetchPage: fetchEarnings }

export const receiveIncome = (holdingId: number, idempotencyKey: string) =>
  request<ReceiveReply>(`/api/holdings/${holdingId}/receive`, {
    method: 'POST',
    headers: idempotencyHeader(idempotencyKey),
  })

/** Receive what is due on one holding into the revenue wallet. */
export const useReceiveIncome = () =>
  useMoneyAction({
    mutationKey: [...holdingsQueryKey, 'receive'],
    send: (holdingId: number, key: string) => receiveIncome(holdingId, key),
    fingerprint: String,
  })
