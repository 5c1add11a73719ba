import {
  AUTH_DISMISS_NEW_SIGN_IN,
  AUTH_NEW_SIGN_IN,
  AUTH_LIST_SESSIONS,
  AUTH_REVOKE_OTHER_SESSIONS,
  AUTH_REVOKE_SESSION,
} from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import * as sessions from './user-sessions.service.ts'

/** The app's sessions page and the new-sign-in notice. */
export function userSessionsRoutes(route: Router, deps: Deps): void {
  route(AUTH_LIST_SESSIONS, ({ user }) => sessions.listSessions(deps, user))
  route(AUTH_REVOKE_SESSION, async ({ params, user }) => {
    await sessions.revokeSession(deps, user, params.id)
    return null
  })
  route(AUTH_REVOKE_OTHER_SESSIONS, ({ user }) => sessions.revokeOtherSessions(deps, user))
  route(AUTH_NEW_SIGN_IN, ({ user }) => sessions.newSignIn(deps, user))
  route(AUTH_DISMISS_NEW_SIGN_IN, async ({ body, user }) => {
    await sessions.dismissNewSignIn(deps, user, body.upTo)
    return null
  })
}
