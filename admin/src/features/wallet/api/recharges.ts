import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  opsConfirmRecharge,
  opsListRecharges,
  opsMarkRechargeError,
  type RechargeStatus,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'
import { approvalsQueryKey } from './approvals.ts'

export { RECHARGE_STATUSES } from '@app/contracts'

export const rechargesQueryKey = (status?: RechargeStatus) =>
  status ? (['ops', 'recharges', status] as const) : (['ops', 'recharges'] as const)

export const fetchRecharges = (status: RechargeStatus, cursor: string | null) =>
  call(opsListRecharges, { query: { status, cursor: cursor ?? undefined } })

/** Keyset pages of one status, newest first. */
export const useRecharges = (status: RechargeStatus) =>
  useInfiniteQuery({
    queryKey: rechargesQueryKey(status),
    queryFn: ({ pageParam }) => fetchRecharges(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })

/** Confirming carries the bank's transaction reference; marking as error needs nothing. */
type RechargeDecision = { id: number; verb: 'confirm'; reference: string } | { id: number; verb: 'error' }

/** Confirm (credits the balance once) or mark as error; either way the queue is reloaded, since a
 *  409 means someone else already decided it. */
export const useDecideRecharge = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (decision: RechargeDecision) =>
      decision.verb === 'confirm'
        ? call(opsConfirmRecharge, { params: { id: decision.id }, body: { reference: decision.reference } })
        : call(opsMarkRechargeError, { params: { id: decision.id } }),
    // Above the approval cap a confirm is a request for a second operator (409): it waits there.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rechargesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: approvalsQueryKey }),
      ]),
  })
}
