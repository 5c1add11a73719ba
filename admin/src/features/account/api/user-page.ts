import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import {
  WALLET_OPS_USER_REQUESTS,
  ACCOUNT_OPS_RECEIPT_HISTORY,
  ACCOUNT_OPS_USER_HOLDINGS,
  AUTH_OPS_USER_SESSIONS,
  TEAM_OPS_LIST_USER_TEAM_MEMBERS,
  type HoldingFilter,
  type TeamLevel,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'
import { userHoldingsQueryKey, userQueryKey, userTeamQueryKey } from './users.ts'

/** What the user page reads besides the user: each part from the module that owns it, keyset-paged. */

const pages = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { next: string | null }) => last.next,
}
const cursorOf = (cursor: string | null) => cursor ?? undefined

export const useUserHoldingsPage = (id: number, filter: HoldingFilter) =>
  useInfiniteQuery({
    // Under the holdings key, so freezing a holding refreshes these pages too.
    queryKey: [...userHoldingsQueryKey(id), 'page', filter],
    queryFn: ({ pageParam }) =>
      call(ACCOUNT_OPS_USER_HOLDINGS, { params: { id }, query: { filter, cursor: cursorOf(pageParam) } }),
    ...pages,
  })

export const useUserMoneyRequests = (id: number) =>
  useQuery({
    queryKey: [...userQueryKey(id), 'money-requests'],
    queryFn: () => call(WALLET_OPS_USER_REQUESTS, { params: { id } }),
  })

export const useReceiptHistory = (id: number) =>
  useInfiniteQuery({
    queryKey: [...userQueryKey(id), 'receipt-history'],
    queryFn: ({ pageParam }) =>
      call(ACCOUNT_OPS_RECEIPT_HISTORY, { params: { id }, query: { cursor: cursorOf(pageParam) } }),
    ...pages,
  })

/** Sessions are admin's and support's; another role does not ask. */
export const useUserSessions = (id: number, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...userQueryKey(id), 'sessions'],
    queryFn: ({ pageParam }) =>
      call(AUTH_OPS_USER_SESSIONS, { params: { id }, query: { cursor: cursorOf(pageParam) } }),
    enabled,
    ...pages,
  })

/** One level of the user's team (admin and support). */
export const useTeamMembers = (id: number, level: TeamLevel, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...userTeamQueryKey(id), 'members', level],
    queryFn: ({ pageParam }) =>
      call(TEAM_OPS_LIST_USER_TEAM_MEMBERS, {
        params: { id },
        query: { level: String(level) as '1' | '2' | '3', cursor: cursorOf(pageParam) },
      }),
    enabled,
    ...pages,
  })
