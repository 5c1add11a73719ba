import { TEAM_GET, TEAM_LIST_MEMBERS } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getTeamMembers, getTeamSummary } from './team.service.ts'

/** The signed-in user's own team. */
export function teamRoutes(route: Router, deps: Deps): void {
  route(TEAM_GET, ({ user }) => getTeamSummary(deps, user.userId))

  route(TEAM_LIST_MEMBERS, ({ query, user }) =>
    getTeamMembers(deps, { userId: user.userId, ...query, viewer: 'user' }),
  )
}
