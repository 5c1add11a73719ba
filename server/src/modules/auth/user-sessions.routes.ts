import {
  dismissNewSignIn,
  getNewSignIn,
  listUserSessions,
  revokeOtherUserSessions,
  revokeUserSession,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as sessions from './user-sessions.service.ts'

/** The app's sessions page and the new-sign-in notice. */
export function userSessionsRoutes(route: Router, deps: Deps): void {
  route(listUserSessions, ({ user }) => sessions.listSessions(deps, user))
  route(revokeUserSession, async ({ params, user }) => {
    await sessions.revokeSession(deps, user, params.id)
    return null
  })
  route(revokeOtherUserSessions, ({ user }) => sessions.revokeOtherSessions(deps, user))
  route(getNewSignIn, ({ user }) => sessions.newSignIn(deps, user))
  route(dismissNewSignIn, async ({ body, user }) => {
    await sessions.dismissNewSignIn(deps, user, body.upTo)
    return null
  })
}
