import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CreateInvitationCodesBody, InvitationCodeRow } from '@app/contracts'
import { request } from '../../../lib/request.ts'

export const invitationCodesQueryKey = ['ops', 'invitation-codes'] as const

export function useInvitationCodes() {
  return useQuery({
    queryKey: invitationCodesQueryKey,
    queryFn: () => request<InvitationCodeRow[]>('/api/ops/invitation-codes'),
  })
}

export function useIssueInvitationCodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateInvitationCodesBody) =>
      request<InvitationCodeRow[]>('/api/ops/invitation-codes', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationCodesQueryKey }),
  })
}
