import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import type { OpsRechargeRow, Page, RechargeStatus } from '@app/contracts'
import { request } from '../../../lib/request.ts'

export const RECHARGE_STATUSES: readonly RechargeStatus[] = [
  'pending',
  'completed',
  'expired',
  'cancelled',
  'error',
]

export const rechargesQueryKey = (status?: RechargeStatus) =>
  status ? (['ops', 'recharges', status] as const) : (['ops', 'recharges'] as const)

export function fetchRecharges(status: RechargeStatus, cursor: string | null): Promise<Page<OpsRechargeRow>> {
  const params = new URLSearchParams({ status })
  if (cursor) params.set('cursor', cursor)
  return request<Page<OpsRechargeRow>>(`/api/ops/recharges?${params.toString()}`)
}

/** Keyset pages of one status, newest first. */
export function useRecharges(status: RechargeStatus) {
  return useInfiniteQuery({
    queryKey: rechargesQueryKey(status),
    queryFn: ({ pageParam }) => fetchRecharges(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })
}

/** Confirm (credits the balance once) or mark as error; either way the queue is reloaded, since a
 *  409 means someone else already decided it. */
export function useDecideRecharge() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: 'confirm' | 'error' }) =>
      request<null>(`/api/ops/recharges/${id}/${verb}`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rechargesQueryKey() }),
  })
}
