import type { NewSignIn, OpsUserSession, Page, UserSession } from '@app/contracts'
import type { Scope } from '../../../deps.ts'
import { AppError } from '../../../lib/errors.ts'
import { PAGE_SIZE, toPage } from '../../../lib/paging.ts'
import type { UserAuth } from '../../../lib/route.ts'
import { findUser } from '../../account/index.ts'
import { describeUserAgent } from './session-device.ts'
import { listUserSessions } from './sessions.repo.ts'
import { presentUserSession } from './user-sessions.presenter.ts'
import * as repo from './user-sessions.repo.ts'

/** Where the user is signed in: this session first, then the most recently used. */
export async function listSessions(deps: Scope, user: UserAuth): Promise<UserSession[]> {
  const rows = await repo.listLiveUserSessions(deps.db, user.userId, deps.clock.now())
  const sessions = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.user_agent),
    place: row.ip_hint,
    signedInAt: row.created_at,
    lastActiveAt: Math.max(row.last_seen_at, row.created_at),
    current: row.id === user.sessionId,
  }))
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)]
}

/** Signs one of the user's own sessions out; any other id answers 404 and changes nothing. */
export async function revokeSession(deps: Scope, user: UserAuth, sessionId: number): Promise<void> {
  if (!(await repo.revokeOwnSession(deps.db, user.userId, sessionId, deps.clock.now())))
    throw new AppError('NOT_FOUND')
}

/** Signs every other session of the user out; this one stays. */
export async function revokeOtherSessions(deps: Scope, user: UserAuth): Promise<{ revoked: number }> {
  return {
    revoked: await repo.revokeOtherOwnSessions(deps.db, user.userId, user.sessionId, deps.clock.now()),
  }
}

/** The newest sign-in on another device this session has not dismissed, or null. */
export async function newSignIn(deps: Scope, user: UserAuth): Promise<NewSignIn | null> {
  const row = await repo.findNewerSignIn(deps.db, user.userId, user.sessionId)
  return row ? { id: row.id, ...describeUserAgent(row.user_agent), at: row.created_at } : null
}

/** Dismisses the notice on this session, up to the sign-in it showed. */
export function dismissNewSignIn(deps: Scope, user: UserAuth, upTo: number): Promise<void> {
  return repo.markSignInsSeen(deps.db, user.sessionId, upTo)
}

/** A page of a user's sign-in sessions, newest first. */
export async function userSessionsPage(
  deps: Scope,
  input: { userId: number; cursor: number | undefined },
): Promise<Page<OpsUserSession>> {
  if (!(await findUser(deps.db, input.userId))) throw new AppError('NOT_FOUND')
  const now = deps.clock.now()
  const rows = await listUserSessions(deps.db, input.userId, input.cursor, PAGE_SIZE + 1)
  return toPage(rows, PAGE_SIZE, (row) => presentUserSession(row, now))
}
