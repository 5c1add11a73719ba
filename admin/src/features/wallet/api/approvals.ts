import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { opsApproveMoneyAction, opsListApprovals, opsRejectMoneyAction } from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const approvalsQueryKey = ['ops', 'approvals'] as const

/** Money actions above the cap waiting for a second operator. */
export const useApprovals = () =>
  useQuery({ queryKey: approvalsQueryKey, queryFn: () => call(opsListApprovals, {}) })

/** Approve (the money moves once) or reject; the queues are reloaded either way. */
export const useDecideApproval = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: 'approve' | 'reject' }) =>
      call(verb === 'approve' ? opsApproveMoneyAction : opsRejectMoneyAction, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  })
}
