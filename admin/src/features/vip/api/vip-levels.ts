import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { opsListVipLevels, opsReplaceVipLevels, type VipLevelsBody } from '@app/contracts/vip'
import { call } from '../../../lib/request.ts'

export const vipLevelsQueryKey = ['ops', 'vip-levels'] as const

export const fetchVipLevels = () => call(opsListVipLevels, {})

export const useVipLevels = () => useQuery({ queryKey: vipLevelsQueryKey, queryFn: fetchVipLevels })

export const useSaveVipLevels = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: VipLevelsBody) => call(opsReplaceVipLevels, { body }),
    onSuccess: (levels) => queryClient.setQueryData(vipLevelsQueryKey, levels),
  })
}
