import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { opsFreezeUser, opsGetUser, opsListUsers, opsUnfreezeUser } from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const usersRoot = ['ops', 'users'] as const
export const usersQueryKey = (phone: string) => [...usersRoot, 'search', phone] as const
export const userQueryKey = (id: number) => [...usersRoot, id] as const
export const userLedgerQueryKey = (id: number) => [...usersRoot, id, 'ledger'] as const
export const userHoldingsQueryKey = (id: number) => [...usersRoot, id, 'holdings'] as const
export const userTeamQueryKey = (id: number) => [...usersRoot, id, 'team'] as const

/** Newest 20 users whose phone starts with `phone` (all users when empty). */
export const fetchUsers = (phone: string) => call(opsListUsers, { query: { phone } })

export const useUsers = (phone: string) =>
  useQuery({ queryKey: usersQueryKey(phone), queryFn: () => fetchUsers(phone) })

export const fetchUser = (id: number) => call(opsGetUser, { params: { id } })

export const useUser = (id: number) => useQuery({ queryKey: userQueryKey(id), queryFn: () => fetchUser(id) })

export const useFreezeUser = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, frozen }: { id: number; frozen: boolean }) =>
      call(frozen ? opsFreezeUser : opsUnfreezeUser, { params: { id } }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(user.id), user)
      return queryClient.invalidateQueries({ queryKey: [...usersRoot, 'search'] })
    },
  })
}
