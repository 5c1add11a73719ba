import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { REDEEM_OPS_CREATE, REDEEM_OPS_LIST, type CreateRedemptionCodesBody } from '@app/contracts/redeem'
import { call } from '../../../lib/request.ts'

export const redemptionCodesQueryKey = ['ops', 'redemption-codes'] as const

export const fetchRedemptionCodes = () => call(REDEEM_OPS_LIST, {})

export const useRedemptionCodes = () =>
  useQuery({ queryKey: redemptionCodesQueryKey, queryFn: fetchRedemptionCodes })

export const useCreateRedemptionCodes = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateRedemptionCodesBody) => call(REDEEM_OPS_CREATE, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redemptionCodesQueryKey }),
  })
}
