import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ACCOUNT_OPS_FREEZE, ACCOUNT_OPS_GET, ACCOUNT_OPS_LIST, ACCOUNT_OPS_UNFREEZE } from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const usersRoot = ['ops', 'users'] as const
export const usersQueryKey = (q: string) => [...usersRoot, 'search', q] as const
export const userQueryKey = (id: number) => [...usersRoot, id] as const
export const userLedgerQueryKey = (id: number) => [...usersRoot, id, 'ledger'] as const
export const userHoldingsQueryKey = (id: number) => [...usersRoot, id, 'holdings'] as const
export const userTeamQueryKey = (id: number) => [...usersRoot, id, 'team'] as const

/** Users found by member number, phone, invitation code or nickname (all users when empty), 20 a page. */
export const fetchUsers = (q: string, cursor: string | null) =>
  call(ACCOUNT_OPS_LIST, { query: { q, cursor: cursor ?? undefined } })

export const useUsers = (q: string) =>
  useInfiniteQuery({
    queryKey: usersQueryKey(q),
    queryFn: ({ pageParam }) => fetchUsers(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })

export const fetchUser = (id: number) => call(ACCOUNT_OPS_GET, { params: { id } })

export const useUser = (id: number) => useQuery({ queryKey: userQueryKey(id), queryFn: () => fetchUser(id) })

export const useFreezeUser = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, frozen }: { id: number; frozen: boolean }) =>
      call(frozen ? ACCOUNT_OPS_FREEZE : ACCOUNT_OPS_UNFREEZE, { params: { id } }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(user.id), user)
      return queryClient.invalidateQueries({ queryKey: [...usersRoot, 'search'] })
    },
  })
}
