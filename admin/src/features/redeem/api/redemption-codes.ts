import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsCreateRedemptionCodes,
  opsListRedemptionCodes,
  type CreateRedemptionCodesBody,
} from '@app/contracts/redeem'
import { call } from '../../../lib/request.ts'

export const redemptionCodesQueryKey = ['ops', 'redemption-codes'] as const

export const fetchRedemptionCodes = () => call(opsListRedemptionCodes, {})

export const useRedemptionCodes = () =>
  useQuery({ queryKey: redemptionCodesQueryKey, queryFn: fetchRedemptionCodes })

export const useCreateRedemptionCodes = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateRedemptionCodesBody) => call(opsCreateRedemptionCodes, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redemptionCodesQueryKey }),
  })
}
