import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { VipLevelRow, VipLevelsBody } from '@app/contracts'
import { request } from '../../lib/request.ts'

export const vipLevelsQueryKey = ['ops', 'vip-levels'] as const

export function fetchVipLevels(): Promise<VipLevelRow[]> {
  return request<VipLevelRow[]>('/api/ops/vip-levels')
}

export function useVipLevels() {
  return useQuery({ queryKey: vipLevelsQueryKey, queryFn: fetchVipLevels })
}

export function useSaveVipLevels() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: VipLevelsBody) =>
      request<VipLevelRow[]>('/api/ops/vip-levels', { method: 'PUT', body }),
    onSuccess: (levels) => queryClient.setQueryData(vipLevelsQueryKey, levels),
  })
}
