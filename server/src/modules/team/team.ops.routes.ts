import { TEAM_OPS_GET_USER_TEAM, TEAM_OPS_LIST_USER_TEAM_MEMBERS } from '@app/contracts'
import { onReplica, type Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getTeamMembers, getTeamSummary } from './team.service.ts'

/** Any user's team, for the console (admin, support). */
export function teamOpsRoutes(route: Router, deps: Deps): void {
  route(TEAM_OPS_GET_USER_TEAM, ({ params }) => getTeamSummary(deps, params.id))

  route(TEAM_OPS_LIST_USER_TEAM_MEMBERS, ({ params, query }) =>
    getTeamMembers(onReplica(deps), { userId: params.id, ...query, viewer: 'operator' }),
  )
}
