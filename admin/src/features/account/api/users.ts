import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { HoldingView, OpsLedgerEntryRow, OpsUserView, Page, TeamSummary } from '@app/contracts'
import { request } from '../../../lib/request.ts'

const usersRoot = ['ops', 'users'] as const
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

export function useUserLedger(id: number) {
  return useInfiniteQuery({
    queryKey: userLedgerQueryKey(id),
    queryFn: ({ pageParam }) =>
      request<Page<OpsLedgerEntryRow>>(
        `/api/ops/users/${id}/ledger${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })
}

export function useUserHoldings(id: number) {
  return useQuery({
    queryKey: userHoldingsQueryKey(id),
    queryFn: () => request<HoldingView[]>(`/api/ops/users/${id}/holdings`),
  })
}

/** The user's team, when this server and role offer it; a failure only hides the section. */
export function useUserTeam(id: number, enabled: boolean) {
  return useQuery({
    queryKey: userTeamQueryKey(id),
    queryFn: () => request<TeamSummary>(`/api/ops/users/${id}/team`, { quiet: true }),
    enabled,
  })
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

export function useFreezeHolding(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, frozen }: { id: number; frozen: boolean }) =>
      request<HoldingView>(`/api/ops/holdings/${id}/${frozen ? 'freeze' : 'unfreeze'}`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userHoldingsQueryKey(userId) }),
  })
}
