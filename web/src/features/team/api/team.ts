import { useQuery } from '@tanstack/react-query'
import { TEAM_GET, TEAM_LIST_MEMBERS, type TeamLevel, type TeamMemberRow } from '@app/contracts/team'
import { fetchData } from '../../../lib/request.ts'
import type { ListSource } from '../../../lib/list/source.ts'

export const teamQueryKey = ['team'] as const

/** My invitation code, the share link and how many people each of the three levels holds. */
export const fetchTeam = () => fetchData(TEAM_GET, {})

export const useTeam = () => useQuery({ queryKey: teamQueryKey, queryFn: fetchTeam })

export const fetchTeamMembers = (level: TeamLevel, cursor: string | null) =>
  fetchData(TEAM_LIST_MEMBERS, { query: { level: `${level}`, cursor: cursor ?? undefined } })

/** The members of one level, newest first, phones masked by the server. */
export const teamMembersSource = (level: TeamLevel): ListSource<TeamMemberRow> => ({
  queryKey: [...teamQueryKey, 'members', level],
  fetchPage: (cursor) => fetchTeamMembers(level, cursor),
})
