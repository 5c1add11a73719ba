import { opsGetUserTeam, opsListUserTeamMembers } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getTeamMembers, getTeamSummary } from './team.service.ts'

/** Any user's team, for the console (admin, support). */
export function teamOpsRoutes(route: Router, deps: Deps): void {
  route(opsGetUserTeam, ({ params }) => getTeamSummary(deps, params.id))

  route(opsListUserTeamMembers, ({ params, query }) =>
    getTeamMembers(deps, { userId: params.id, ...query, viewer: 'operator' }),
  )
}
