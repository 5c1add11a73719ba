import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OpsUserView } from '@app/contracts'
import { request } from '../../../lib/request.ts'

export const usersRoot = ['ops', 'users'] as const
export const usersQueryKey = (phone: string) => [...usersRoot, 'search', phone] as const
export const userQueryKey = (id: number) => [...usersRoot, id] as const
export const userLedgerQueryKey = (id: number) => [...usersRoot, id, 'ledger'] as const
export const userHoldingsQueryKey = (id: number) => [...usersRoot, id, 'holdings'] as const
export const userTeamQueryKey = (id: number) => [...usersRoot, id, 'team'] as const

/** Newest 20 users whose phone starts with `phone` (all users when empty). */
export function useUsers(phone: string) {
  return useQuery({
    queryKey: usersQueryKey(phone),
    queryFn: () => request<OpsUserView[]>(`/api/ops/users?phone=${encodeURIComponent(phone)}`),
  })
}

export function useUser(id: number) {
  return useQuery({ queryKey: userQueryKey(id), queryFn: () => request<OpsUserView>(`/api/ops/users/${id}`) })
}

export function useFreezeUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, frozen }: { id: number; frozen: boolean }) =>
      request<OpsUserView>(`/api/ops/users/${id}/${frozen ? 'freeze' : 'unfreeze'}`, { method: 'POST' }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(user.id), user)
      return queryClient.invalidateQueries({ queryKey: [...usersRoot, 'search'] })
    },
  })
}
