import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { HoldingView, OpsLedgerEntryRow, Page, TeamSummary } from '@app/contracts'
import { request } from '../../../lib/request.ts'
import { userHoldingsQueryKey, userLedgerQueryKey, userTeamQueryKey } from './users.ts'

/** What the console shows of a user's money and team, served by the income, ledger and team modules. */

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

export function useFreezeHolding(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, frozen }: { id: number; frozen: boolean }) =>
      request<HoldingView>(`/api/ops/holdings/${id}/${frozen ? 'freeze' : 'unfreeze'}`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userHoldingsQueryKey(userId) }),
  })
}
