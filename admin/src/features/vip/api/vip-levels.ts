import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { VIP_OPS_LIST, VIP_OPS_REPLACE, type VipLevelsBody } from '@app/contracts/vip'
import { call } from '../../../lib/request.ts'

export const vipLevelsQueryKey = ['ops', 'vip-levels'] as const

export const fetchVipLevels = () => call(VIP_OPS_LIST, {})

export const useVipLevels = () => useQuery({ queryKey: vipLevelsQueryKey, queryFn: fetchVipLevels })

export const useSaveVipLevels = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: VipLevelsBody) => call(VIP_OPS_REPLACE, { body }),
    onSuccess: (levels) => queryClient.setQueryData(vipLevelsQueryKey, levels),
  })
}
