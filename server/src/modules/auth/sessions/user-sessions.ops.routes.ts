import { AUTH_OPS_USER_SESSIONS } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { userSessionsPage } from './user-sessions.service.ts'

/** Where a user is signed in, for admin and support (who answer "is someone else in my account?"). */
export function userSessionsOpsRoutes(route: Router, deps: Deps): void {
  route(AUTH_OPS_USER_SESSIONS, ({ params, query }) =>
    userSessionsPage(deps, { userId: params.id, cursor: query.cursor }),
  )
}
