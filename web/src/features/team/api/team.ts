import { useQuery } from '@tanstack/react-query'
import type { TeamLevel, TeamMemberRow, TeamSummary } from '@app/contracts/team'
import { request } from '../../../lib/request.ts'
import type { ListPage, ListSource } from '../../../lib/list/source.ts'

export const teamQueryKey = ['team'] as const

/** My invitation code, the share link and how many people each of the three levels holds. */
export const fetchTeam = () => request<TeamSummary>('/api/team').then((r) => r.data)

export const useTeam = () => useQuery({ queryKey: teamQueryKey, queryFn: fetchTeam })

export const fetchTeamMembers = (level: TeamLevel, cursor: string | null) =>
  request<ListPage<TeamMemberRow>>('/api/team/members', {
    query: { level, cursor: cursor ?? undefined },
  }).then((r) => r.data)

/** The members of one level, newest first, phones masked by the server. */
export const teamMembersSource = (level: TeamLevel): ListSource<TeamMemberRow> => ({
  queryKey: [...teamQueryKey, 'members', level],
  fetchPage: (cursor) => fetchTeamMembers(level, cursor),
})
