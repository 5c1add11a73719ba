import { useQuery } from '@tanstack/react-query'
import type { WithdrawBody, WithdrawOptions, WithdrawalRow } from '@app/contracts/wallet'
import { request } from '../../../lib/request.ts'
import { idempotencyHeader, useMoneyAction } from '../../../lib/money-action.ts'
import type { ListPage, ListSource } from '../../../lib/list/source.ts'

export const withdrawalsQueryKey = ['withdrawals'] as const
export const withdrawOptionsQueryKey = ['withdraw-options'] as const

/** Fee rate, minimum, maximum, daily count and the receipt account the money goes to. */
export const fetchWithdrawOptions = () =>
  request<WithdrawOptions>('/api/wallet/withdraw-options').then((r) => r.data)

export const useWithdrawOptions = () =>
  useQuery({ queryKey: withdrawOptionsQueryKey, queryFn: fetchWithdrawOptions, staleTime: 0 })

export const fetchWithdrawals = (cursor: string | null) =>
  request<ListPage<WithdrawalRow>>('/api/withdrawals', { query: { cursor: cursor ?? undefined } }).then(
    (r) => r.data,
  )

export const withdrawalsSource: ListSource<WithdrawalRow> = {
  queryKey: [...withdrawalsQueryKey, 'list'],
  fetchPage: fetchWithdrawals,
}

export const createWithdrawal = (body: WithdrawBody, idempotencyKey: string) =>
  request<WithdrawalRow>('/api/withdrawals', {
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
  })

export const useCreateWithdrawal = () =>
  useMoneyAction({ mutationKey: [...withdrawalsQueryKey, 'create'], send: createWithdrawal })
