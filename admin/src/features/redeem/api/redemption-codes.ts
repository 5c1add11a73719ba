import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CreateRedemptionCodesBody, RedemptionCodeRow } from '@app/contracts'
import { request } from '../../../lib/request.ts'

export const redemptionCodesQueryKey = ['ops', 'redemption-codes'] as const

export function useRedemptionCodes() {
  return useQuery({
    queryKey: redemptionCodesQueryKey,
    queryFn: () => request<RedemptionCodeRow[]>('/api/ops/redemption-codes'),
  })
}

export function useCreateRedemptionCodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateRedemptionCodesBody) =>
      request<{ codes: string[] }>('/api/ops/redemption-codes', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redemptionCodesQueryKey }),
  })
}
