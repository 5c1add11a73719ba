import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  AUTH_OPS_CREATE_INVITATION_CODES,
  AUTH_OPS_LIST_INVITATION_CODES,
  type CreateInvitationCodesBody,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const invitationCodesQueryKey = ['ops', 'invitation-codes'] as const

export const fetchInvitationCodes = () => call(AUTH_OPS_LIST_INVITATION_CODES, {})

export const useInvitationCodes = () =>
  useQuery({ queryKey: invitationCodesQueryKey, queryFn: fetchInvitationCodes })

export const useIssueInvitationCodes = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateInvitationCodesBody) => call(AUTH_OPS_CREATE_INVITATION_CODES, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationCodesQueryKey }),
  })
}
