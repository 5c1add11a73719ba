import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  INCOME_OPS_FREEZE_HOLDING,
  INCOME_OPS_LIST_USER_HOLDINGS,
  INCOME_OPS_UNFREEZE_HOLDING,
} from '@app/contracts/income'
import { LEDGER_OPS_LIST_USER_LEDGER } from '@app/contracts/ledger'
import { TEAM_OPS_GET_USER_TEAM } from '@app/contracts/team'
import { call } from '../../../lib/request.ts'
import { userHoldingsQueryKey, userLedgerQueryKey, userTeamQueryKey } from './users.ts'

/** What the console shows of a user's money and team, served by the income, ledger and team modules. */

export const fetchUserLedger = (id: number, cursor: string | null) =>
  call(LEDGER_OPS_LIST_USER_LEDGER, { params: { id }, query: { cursor: cursor ?? undefined } })

/** Keyset pages: each reply's `next` cursor fetches the following (older) page. */
export const useUserLedger = (id: number) =>
  useInfiniteQuery({
    queryKey: userLedgerQueryKey(id),
    queryFn: ({ pageParam }) => fetchUserLedger(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })

export const fetchUserHoldings = (id: number) => call(INCOME_OPS_LIST_USER_HOLDINGS, { params: { id } })

export const useUserHoldings = (id: number) =>
  useQuery({ queryKey: userHoldingsQueryKey(id), queryFn: () => fetchUserHoldings(id) })

/** The user's team, when this server and role offer it; a failure only hides the section. */
export const useUserTeam = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: userTeamQueryKey(id),
    queryFn: () => call(TEAM_OPS_GET_USER_TEAM, { params: { id } }, { quiet: true }),
    enabled,
  })

export const useFreezeHolding = (userId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, frozen }: { id: number; frozen: boolean }) =>
      call(frozen ? INCOME_OPS_FREEZE_HOLDING : INCOME_OPS_UNFREEZE_HOLDING, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userHoldingsQueryKey(userId) }),
  })
}
