import { App } from 'antd'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsBulkRejectWithdrawals,
  opsCompleteWithdrawal,
  opsListWithdrawals,
  opsRejectWithdrawal,
  opsWithdrawalCounts,
  opsWithdrawalSummary,
  type BulkRejectWithdrawalsBody,
  type QueueFilters,
  type QueueOrder,
  type WithdrawalStatus,
} from '@app/contracts'
import { filterQuery } from '../model/queue-params.ts'
import { call } from '../../../lib/request.ts'
import { approvalsQueryKey } from './approvals.ts'

export { WITHDRAWAL_STATUSES } from '@app/contracts'

/** Everything under this key (every status and the summary) is reloaded after a decision. */
const withdrawalsRoot = ['ops', 'withdrawals'] as const
export const withdrawalSummaryQueryKey = [...withdrawalsRoot, 'summary'] as const

/** Keyset pages of one status matching the filters, in the order asked. */
export const useWithdrawals = (
  status: WithdrawalStatus,
  order: QueueOrder,
  filters: QueueFilters,
  enabled = true,
) =>
  useInfiniteQuery({
    enabled,
    queryKey: [...withdrawalsRoot, 'list', status, order, filters],
    queryFn: ({ pageParam }) =>
      call(opsListWithdrawals, {
        query: {
          ...filterQuery(filters),
          status,
          order,
          ...(pageParam === null ? {} : { cursor: pageParam }),
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })

/** How many of each status match the filters, for the tabs. */
export const useWithdrawalCounts = (filters: QueueFilters, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...withdrawalsRoot, 'counts', filters],
    queryFn: () => call(opsWithdrawalCounts, { query: filterQuery(filters) }),
  })

/** Rejects the chosen pending withdrawals with one reason; the reply says what became of each. */
export const useBulkRejectWithdrawals = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BulkRejectWithdrawalsBody) => call(opsBulkRejectWithdrawals, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsRoot }),
  })
}

export const fetchWithdrawalSummary = () => call(opsWithdrawalSummary, {})

export const useWithdrawalSummary = () =>
  useQuery({ queryKey: withdrawalSummaryQueryKey, queryFn: fetchWithdrawalSummary })

type Decision =
  { id: number; verb: 'complete'; reference: string } | { id: number; verb: 'reject'; reason: string }

/** What the toast says once the decision is made (said here: the row that asked may have gone). */
type Said = { said?: string }

/** Complete (pay out, fee to fees) or reject (money back to the wallet); a 409 means it was decided already. */
export const useDecideWithdrawal = () => {
  const queryClient = useQueryClient()
  const { message } = App.useApp()
  return useMutation({
    mutationFn: (decision: Decision & Said) =>
      decision.verb === 'reject'
        ? call(opsRejectWithdrawal, { params: { id: decision.id }, body: { reason: decision.reason } })
        : call(opsCompleteWithdrawal, {
            params: { id: decision.id },
            body: { reference: decision.reference },
          }),
    onSuccess: (_, { said }) => {
      if (said) void message.success(said)
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsRoot }),
        queryClient.invalidateQueries({ queryKey: approvalsQueryKey }),
      ]),
  })
}
