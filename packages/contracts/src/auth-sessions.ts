import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { cursorQuery, idParams, pageOf } from './paging.ts'

/**
 * A user's own sessions, part of auth: where the account is signed in, signing one or all the
 * others out, and the notice of a new sign-in. `browser` and `os` are read from the User-Agent the
 * device gave at sign-in (null when unknown): a hint for the user, never a proof of anything.
 * `place` is the sign-in address with its last part hidden (`203.0.113.x`).
 */
export const userSession = z.strictObject({
  id: z.number(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  place: z.nullable(z.string()),
  signedInAt: z.number(),
  lastActiveAt: z.number(),
  current: z.boolean(),
})
export type UserSession = z.infer<typeof userSession>

/** The newest sign-in on another device this session has not dismissed yet. */
export const newSignIn = z.strictObject({
  id: z.number(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  at: z.number(),
})
export type NewSignIn = z.infer<typeof newSignIn>

export const AUTH_LIST_SESSIONS = endpoint({
  id: 'auth.listSessions',
  method: 'GET',
  path: '/api/auth/sessions',
  access: 'user',
  summary: "The caller's live sessions, this one first, then the most recently used (at most 50).",
  reply: z.array(userSession),
})

export const AUTH_REVOKE_SESSION = endpoint({
  id: 'auth.revokeSession',
  method: 'POST',
  path: '/api/auth/sessions/:id/revoke',
  access: 'user',
  summary: "Signs one of the caller's live sessions out at once; any other id is 404.",
  params: idParams,
  reply: z.null(),
})

export const AUTH_REVOKE_OTHER_SESSIONS = endpoint({
  id: 'auth.revokeOtherSessions',
  method: 'POST',
  path: '/api/auth/sessions/revoke-others',
  access: 'user',
  summary: 'Signs every other session of the caller out at once; this one stays.',
  reply: z.strictObject({ revoked: z.number() }),
})

export const AUTH_NEW_SIGN_IN = endpoint({
  id: 'auth.newSignIn',
  method: 'GET',
  path: '/api/auth/sessions/new-sign-in',
  access: 'user',
  summary:
    'The newest sign-in to the account on another device since this session began or last dismissed the notice, or null.',
  reply: z.nullable(newSignIn),
})

export const AUTH_DISMISS_NEW_SIGN_IN = endpoint({
  id: 'auth.dismissNewSignIn',
  method: 'POST',
  path: '/api/auth/sessions/new-sign-in/dismiss',
  access: 'user',
  summary: 'Dismisses the new-sign-in notice on this session, up to the sign-in it showed.',
  body: z.strictObject({ upTo: z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)) }),
  reply: z.null(),
})

/** Where and when a user signed in, and whether that session still lets them in. */
export const opsUserSession = z.strictObject({
  id: z.number(),
  /**
   * The address they signed in from with its last part hidden (`203.0.113.x`), the same the user's
   * own sessions page shows; the full address is not kept. Null when it was not recorded.
   */
  ip: z.nullable(z.string()),
  /** Unix seconds. */
  signedInAt: z.number(),
  /** When it ends unless used again (or its absolute end, whichever is first). */
  endsAt: z.number(),
  /** When it was ended early (sign-out, freeze, password change or reset); else null. */
  endedAt: z.nullable(z.number()),
  /** Not ended and not past its end. */
  live: z.boolean(),
})
export type OpsUserSession = z.infer<typeof opsUserSession>

export const AUTH_OPS_USER_SESSIONS = endpoint({
  id: 'auth.opsUserSessions',
  method: 'GET',
  path: '/api/ops/users/:id/sessions',
  access: operatorsOf('admin', 'support'),
  summary:
    "A user's sign-in sessions, newest first: the address, when, until when, whether live; keyset-paged.",
  params: idParams,
  query: cursorQuery,
  reply: pageOf(opsUserSession),
})
