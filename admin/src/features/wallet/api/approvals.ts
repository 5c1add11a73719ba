import { App } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  WALLET_OPS_APPROVE_MONEY_ACTION,
  WALLET_OPS_LIST_APPROVALS,
  WALLET_OPS_REJECT_MONEY_ACTION,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'
import { translate } from '../../../lib/i18n.ts'

export const approvalsQueryKey = ['ops', 'approvals'] as const

/** Money actions above the cap waiting for a second operator. */
export const useApprovals = () =>
  useQuery({ queryKey: approvalsQueryKey, queryFn: () => call(WALLET_OPS_LIST_APPROVALS, {}) })

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
      call(verb === 'approve' ? WALLET_OPS_APPROVE_MONEY_ACTION : WALLET_OPS_REJECT_MONEY_ACTION, {
        params: { id },
      }),
    onSuccess: (_, { verb, what }) =>
      void message.success(
        translate(verb === 'approve' ? 'approvals.approved' : 'approvals.rejected', { what }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  })
}
