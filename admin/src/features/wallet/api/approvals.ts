import { App } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { opsApproveMoneyAction, opsListApprovals, opsRejectMoneyAction } from '@app/contracts'
import { call } from '../../../lib/request.ts'
import { translate } from '../../../lib/i18n.ts'

export const approvalsQueryKey = ['ops', 'approvals'] as const

/** Money actions above the cap waiting for a second operator. */
export const useApprovals = () =>
  useQuery({ queryKey: approvalsQueryKey, queryFn: () => call(opsListApprovals, {}) })

/**
 * Approve (the money moves once) or reject; the queues are reloaded either way. The toast is said
 * here, not in `mutate`'s own callbacks: the reload removes the row, and a callback of a row that
 * has gone is never called.
 */
export const useDecideApproval = () => {
  const queryClient = useQueryClient()
  const { message } = App.useApp()
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: 'approve' | 'reject'; what: string }) =>
      call(verb === 'approve' ? opsApproveMoneyAction : opsRejectMoneyAction, { params: { id } }),
    onSuccess: (_, { verb, what }) =>
      void message.success(
        translate(verb === 'approve' ? 'approvals.approved' : 'approvals.rejected', { what }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  })
}
