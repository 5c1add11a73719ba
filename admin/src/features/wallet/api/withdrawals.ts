import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OpsWithdrawalRow, Page, WithdrawalRow, WithdrawalStatus } from '@app/contracts'
import { request } from '../../../lib/request.ts'

export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  'pending',
  'completed',
  'rejected',
  'expired',
]

/** Everything under this key (every status and the summary) is reloaded after a decision. */
const withdrawalsRoot = ['ops', 'withdrawals'] as const
export const withdrawalsQueryKey = (status: WithdrawalStatus) => [...withdrawalsRoot, status] as const
export const withdrawalSummaryQueryKey = [...withdrawalsRoot, 'summary'] as const

export interface WithdrawalSummary {
  pending: number
  pendingAmount: string
}

export function fetchWithdrawals(
  status: WithdrawalStatus,
  cursor: string | null,
): Promise<Page<OpsWithdrawalRow>> {
  const params = new URLSearchParams({ status })
  if (cursor) params.set('cursor', cursor)
  return request<Page<OpsWithdrawalRow>>(`/api/ops/withdrawals?${params.toString()}`)
}

export function useWithdrawals(status: WithdrawalStatus) {
  return useInfiniteQuery({
    queryKey: withdrawalsQueryKey(status),
    queryFn: ({ pageParam }) => fetchWithdrawals(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })
}

export function useWithdrawalSummary() {
  return useQuery({
    queryKey: withdrawalSummaryQueryKey,
    queryFn: () => request<WithdrawalSummary>('/api/ops/withdrawals/summary'),
  })
}

type Decision = { id: number; verb: 'complete' } | { id: number; verb: 'reject'; reason: string }

/** Complete (pay out, fee to fees) or reject (money back to the wallet); a 409 means it was decided already. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (decision: Decision) =>
      request<WithdrawalRow>(`/api/ops/withdrawals/${decision.id}/${decision.verb}`, {
        method: 'POST',
        body: decision.verb === 'reject' ? { reason: decision.reason } : undefined,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsRoot }),
  })
}
