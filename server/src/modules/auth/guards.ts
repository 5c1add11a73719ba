import type { FastifyRequest } from 'fastify'
import {
  OPS_CSRF_HEADER,
  OPS_CSRF_VALUE,
  AUTH_OPS_CONFIRM_TOTP,
  AUTH_OPS_LOGOUT,
  AUTH_OPS_ME,
  AUTH_OPS_START_TOTP,
  type OperatorRole,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { isHostOf } from '../../lib/console-origin.ts'
import { AppError } from '../../lib/errors.ts'
import type { MoneyUserAuth } from '../../lib/idempotency.ts'
import type { Guards, OperatorAuth, UserAuth } from '../../lib/route.ts'
import { hashToken } from '../../lib/tokens.ts'
import { opsCookieToken } from './operator-keys/ops-cookie.ts'
import { RecentSessions, type RecentSession } from './sessions/recent-sessions.ts'
import {
  findOperatorSession,
  findUserSession,
  touchSession,
  TOUCH_EVERY_SECONDS,
  userSessionIsLive,
} from './sessions/sessions.repo.ts'

/** The bearer token of the request, if it carries a well-formed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header?.startsWith('Bearer ')) return undefined
  const token = header.slice(7).trim()
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : undefined
}

/** What a session that must first enrol a second factor may reach. */
const ENROL_PATHS = new Set<string>([
  AUTH_OPS_ME.path,
  AUTH_OPS_LOGOUT.path,
  AUTH_OPS_START_TOTP.path,
  AUTH_OPS_CONFIRM_TOTP.path,
])

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
const CSRF_HEADER = OPS_CSRF_HEADER.toLowerCase()

/** The user session of a live token, when the account is not frozen, with its use noted. */
async function lookUpUserSession(deps: Deps, token: string, now: number): Promise<RecentSession | undefined> {
  const session = await findUserSession(deps.db, token, now)
  if (!session) return undefined
  const lastSeenAt = await touchSession(deps.db, session, 'user', now)
  return { userId: session.userId, sessionId: session.sessionId, lastSeenAt }
}

/** The signed-in user of a live session token, when the account is not frozen. */
async function userFor(deps: Deps, request: FastifyRequest): Promise<UserAuth | undefined> {
  const token = bearerToken(request)
  const session = token ? await lookUpUserSession(deps, token, deps.clock.now()) : undefined
  return session && { userId: session.userId, sessionId: session.sessionId }
}

/**
 * The user of a money request: from the sessions this process found live within the last minute
 * when it is one of them, else looked up as `userFor` does. Either way the statement that keeps the
 * request's answer confirms the session, so nothing the request wrote commits for a session that
 * has ended (`live`, decision 0047).
 */
async function moneyUserFor(
  deps: Deps,
  request: FastifyRequest,
  recent: RecentSessions,
): Promise<MoneyUserAuth | undefined> {
  const token = bearerToken(request)
  if (!token) return undefined
  const now = deps.clock.now()
  const tokenHash = hashToken(token)
  let session = recent.find(tokenHash, now)
  if (!session) {
    session = await lookUpUserSession(deps, token, now)
    if (!session) return undefined
    recent.remember(tokenHash, session)
  }
  const { userId, sessionId } = session
  return {
    userId,
    sessionId,
    live: userSessionIsLive(sessionId, userId, now),
    liveAmong: userSessionIsLive,
    ended: () => recent.forget(tokenHash),
  }
}

/**
 * Whether a write proven by the console's cookie alone comes from the console: its header with the
 * expected value (a cross-site form cannot add it), and the browser's word that the page is the
 * console's origin: `Sec-Fetch-Site: same-origin`, or an `Origin` that is the console's (the
 * `CONSOLE_ORIGIN` setting, else the server's own host). A script on another origin (the app's,
 * once the console has one of its own) can set neither.
 */
function refuseForeignConsoleWrite(deps: Deps, request: FastifyRequest): void {
  if (request.headers[CSRF_HEADER] !== OPS_CSRF_VALUE) throw new AppError('FORBIDDEN', 'auth.opsCsrf')
  if (request.headers['sec-fetch-site'] === 'same-origin') return
  const origin = request.headers.origin
  const consoleOrigin = deps.env.consoleOrigin
  const fromConsole =
    origin !== undefined &&
    (consoleOrigin === undefined ? isHostOf(origin, request.headers.host) : origin === consoleOrigin)
  if (!fromConsole) throw new AppError('FORBIDDEN', 'auth.opsOrigin')
}

/**
 * The operator of a bearer token (scripts, tests) or of the console's cookie. A write proven by the
 * cookie alone must come from the console (`refuseForeignConsoleWrite`).
 */
async function operatorFor(
  deps: Deps,
  request: FastifyRequest,
  roles: 'any' | readonly OperatorRole[],
): Promise<OperatorAuth> {
  const bearer = bearerToken(request)
  const token = bearer ?? opsCookieToken(request)
  if (!bearer && token && !READS.has(request.method)) refuseForeignConsoleWrite(deps, request)
  const now = deps.clock.now()
  const operator = token ? await findOperatorSession(deps.db, token, now) : undefined
  if (!operator) throw new AppError('UNAUTHENTICATED')
  if (operator.enrolOnly && !ENROL_PATHS.has(request.routeOptions.url ?? ''))
    throw new AppError('FORBIDDEN', 'auth.opsTotpEnrolFirst')
  if (roles !== 'any' && roles.length > 0 && !roles.includes(operator.role)) throw new AppError('FORBIDDEN')
  await touchSession(deps.db, operator, 'operator', now)
  const { operatorId, sessionId, username, role, enrolOnly } = operator
  return { operatorId, sessionId, username, role, enrolOnly }
}

/** How every declared endpoint proves its caller: a user's or an operator's live session. */
export function authGuards(deps: Deps): Guards {
  const recent = new RecentSessions(TOUCH_EVERY_SECONDS)
  return {
    async moneyUser(request) {
      const auth = await moneyUserFor(deps, request, recent)
      if (!auth) throw new AppError('UNAUTHENTICATED')
      return auth
    },
    async user(request) {
      const auth = await userFor(deps, request)
      if (!auth) throw new AppError('UNAUTHENTICATED')
      return auth
    },
    optionalUser: (request) => userFor(deps, request),
    operator: (request, roles) => operatorFor(deps, request, roles),
  }
}
