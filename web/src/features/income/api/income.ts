import {
  INCOME_LIST_EARNINGS,
  INCOME_LIST_HOLDINGS,
  INCOME_RECEIVE as receiveIncomeEndpoint,
  type EarningReceiptRow,
  type HoldingFilter,
  type HoldingView,
} from '@app/contracts/income'
import { call, fetchData } from '../../../lib/request.ts'
import { useMoneyAction } from '../../../lib/money-action.ts'
import type { ListSource } from '../../../lib/list/source.ts'

export const holdingsQueryKey = ['holdings'] as const
export const earningsQueryKey = ['earnings'] as const

export const fetchHoldings = (filter: HoldingFilter, cursor: string | null) =>
  fetchData(INCOME_LIST_HOLDINGS, { query: { filter, cursor: cursor ?? undefined } })

/** My products under one filter: All, Running, Expired or Frozen. */
export const holdingsSource = (filter: HoldingFilter): ListSource<HoldingView> => ({
  queryKey: [...holdingsQueryKey, filter],
  fetchPage: (cursor) => fetchHoldings(filter, cursor),
})

export const fetchEarnings = (cursor: string | null) =>
  fetchData(INCOME_LIST_EARNINGS, { query: { cursor: cursor ?? undefined } })

/** Earning records: every receipt of earnings (one holding's, received together), newest first. */
export const earningsSource: ListSource<EarningReceiptRow> = {
  queryKey: earningsQueryKey,
  fetchPage: fetchEarnings,
}

export const receiveIncome = (holdingId: number, idempotencyKey: string) =>
  call(receiveIncomeEndpoint, { params: { id: holdingId }, idempotencyKey })

/** Receive what is due on one holding into the revenue wallet. */
export const useReceiveIncome = () =>
  useMoneyAction({
    mutationKey: [...holdingsQueryKey, 'receive'],
    send: (holdingId: number, key: string) => receiveIncome(holdingId, key),
    fingerprint: String,
  })
