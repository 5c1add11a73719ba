import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsCompleteWithdrawal,
  opsListWithdrawals,
  opsRejectWithdrawal,
  opsWithdrawalSummary,
  type WithdrawalStatus,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'
import { approvalsQueryKey } from './approvals.ts'

export { WITHDRAWAL_STATUSES } from '@app/contracts'

/** Everything under this key (every status and the summary) is reloaded after a decision. */
const withdrawalsRoot = ['ops', 'withdrawals'] as const
export const withdrawalsQueryKey = (status: WithdrawalStatus) => [...withdrawalsRoot, status] as const
export const withdrawalSummaryQueryKey = [...withdrawalsRoot, 'summary'] as const

export const fetchWithdrawals = (status: WithdrawalStatus, cursor: string | null) =>
  call(opsListWithdrawals, { query: { status, cursor: cursor ?? undefined } })

export const useWithdrawals = (status: WithdrawalStatus) =>
  useInfiniteQuery({
    queryKey: withdrawalsQueryKey(status),
    queryFn: ({ pageParam }) => fetchWithdrawals(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })

export const fetchWithdrawalSummary = () => call(opsWithdrawalSummary, {})

export const useWithdrawalSummary = () =>
  useQuery({ queryKey: withdrawalSummaryQueryKey, queryFn: fetchWithdrawalSummary })

type Decision =
  { id: number; verb: 'complete'; reference: string } | { id: number; verb: 'reject'; reason: string }

/** Complete (pay out, fee to fees) or reject (money back to the wallet); a 409 means it was decided already. */
export const useDecideWithdrawal = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.verb === 'reject'
        ? call(opsRejectWithdrawal, { params: { id: decision.id }, body: { reason: decision.reason } })
        : call(opsCompleteWithdrawal, {
            params: { id: decision.id },
            body: { reference: decision.reference },
          }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsRoot }),
        queryClient.invalidateQueries({ queryKey: approvalsQueryKey }),
      ]),
  })
}
