import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { cursorQuery, idParams, pageOf } from './paging.ts'

/** Where and when a user signed in, and whether that session still lets them in. */
export const opsUserSession = z.strictObject({
  id: z.number(),
  /** The address they signed in from; null for sessions made before addresses were kept. */
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

export const opsListUserSessions = endpoint({
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
