import { App } from 'antd'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsBulkRecharges,
  opsConfirmRecharge,
  opsListRecharges,
  opsMarkRechargeError,
  opsRechargeCounts,
  type BulkRechargesBody,
  type QueueFilters,
  type QueueOrder,
  type RechargeStatus,
} from '@app/contracts'
import { filterQuery } from '../model/queue-params.ts'
import { call } from '../../../lib/request.ts'
import { approvalsQueryKey } from './approvals.ts'

export { RECHARGE_STATUSES } from '@app/contracts'

/** Everything under this key (every tab, its counts) is reloaded after a decision. */
const rechargesRoot = ['ops', 'recharges'] as const

/** Keyset pages of one status matching the filters, in the order asked. */
export const useRecharges = (
  status: RechargeStatus,
  order: QueueOrder,
  filters: QueueFilters,
  enabled = true,
) =>
  useInfiniteQuery({
    enabled,
    queryKey: [...rechargesRoot, 'list', status, order, filters],
    queryFn: ({ pageParam }) =>
      call(opsListRecharges, {
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
export const useRechargeCounts = (filters: QueueFilters, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...rechargesRoot, 'counts', filters],
    queryFn: () => call(opsRechargeCounts, { query: filterQuery(filters) }),
  })

/** Closes the chosen pending recharges as error or expired; the reply says what became of each. */
export const useBulkRecharges = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BulkRechargesBody) => call(opsBulkRecharges, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rechargesRoot }),
  })
}

/** Confirming carries the bank's transaction reference; marking as error needs nothing. */
type RechargeDecision = (
  { id: number; verb: 'confirm'; reference: string } | { id: number; verb: 'error' }
) & {
  /** What the toast says once it is done (said here: the row that asked may have gone). */
  said?: string
}

/** Confirm (credits the balance once) or mark as error; either way the queue is reloaded, since a
 *  409 means someone else already decided it. */
export const useDecideRecharge = () => {
  const queryClient = useQueryClient()
  const { message } = App.useApp()
  return useMutation({
    mutationFn: (decision: RechargeDecision) =>
      decision.verb === 'confirm'
        ? call(opsConfirmRecharge, { params: { id: decision.id }, body: { reference: decision.reference } })
        : call(opsMarkRechargeError, { params: { id: decision.id } }),
    // Above the approval cap a confirm is a request for a second operator (409): it waits there.
    onSuccess: (_, { said }) => {
      if (said) void message.success(said)
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rechargesRoot }),
        queryClient.invalidateQueries({ queryKey: approvalsQueryKey }),
      ]),
  })
}
