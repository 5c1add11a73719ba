import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsCreateInvitationCodes,
  opsListInvitationCodes,
  type CreateInvitationCodesBody,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const invitationCodesQueryKey = ['ops', 'invitation-codes'] as const

export const fetchInvitationCodes = () => call(opsListInvitationCodes, {})

export const useInvitationCodes = () =>
  useQuery({ queryKey: invitationCodesQueryKey, queryFn: fetchInvitationCodes })

export const useIssueInvitationCodes = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateInvitationCodesBody) => call(opsCreateInvitationCodes, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationCodesQueryKey }),
  })
}
