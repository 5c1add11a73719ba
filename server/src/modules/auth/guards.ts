import type { FastifyRequest } from 'fastify'
import type { OperatorRole } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { hashToken } from '../../lib/tokens.ts'

export interface UserAuth {
  userId: number
  sessionId: number
}

export interface OperatorAuth {
  operatorId: number
  sessionId: number
  username: string
  role: OperatorRole
}

declare module 'fastify' {
  interface FastifyRequest {
    userAuth?: UserAuth
    operatorAuth?: OperatorAuth
  }
}

/** The bearer token of the request, if it carries a well-formed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header?.startsWith('Bearer ')) return undefined
  const token = header.slice(7).trim()
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : undefined
}

/** Resolves the signed-in user of a token: a live session of an account that is not frozen. */
export async function resolveUser(deps: Deps, token: string): Promise<UserAuth | undefined> {
  const row = await deps.database.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.subject_id')
    .select(['sessions.id as sessionId', 'users.id as userId'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.subject_kind', '=', 'user')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', deps.clock.now())
    .where('users.frozen', '=', 0)
    .executeTakeFirst()
  return row
}

/** A preHandler that admits only a signed-in user (401 otherwise). */
export function requireUser(deps: Deps) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request)
    const auth = token ? await resolveUser(deps, token) : undefined
    if (!auth) throw new AppError('UNAUTHENTICATED')
    request.userAuth = auth
  }
}

/** A preHandler that admits a signed-in, enabled operator whose role is in `roles` (all when empty). */
export function requireOperator(deps: Deps, roles: readonly OperatorRole[] = []) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request)
    if (!token) throw new AppError('UNAUTHENTICATED')
    const row = await deps.database.db
      .selectFrom('sessions')
      .innerJoin('operators', 'operators.id', 'sessions.subject_id')
      .select([
        'sessions.id as sessionId',
        'operators.id as operatorId',
        'operators.username',
        'operators.role',
      ])
      .where('sessions.token_hash', '=', hashToken(token))
      .where('sessions.subject_kind', '=', 'operator')
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', deps.clock.now())
      .where('operators.disabled', '=', 0)
      .executeTakeFirst()
    if (!row) throw new AppError('UNAUTHENTICATED')
    const role = row.role as OperatorRole
    if (roles.length > 0 && !roles.includes(role)) throw new AppError('FORBIDDEN')
    request.operatorAuth = {
      operatorId: row.operatorId,
      sessionId: row.sessionId,
      username: row.username,
      role,
    }
  }
}

/** The user of a request that passed `requireUser`. */
export function userOf(request: FastifyRequest): UserAuth {
  if (!request.userAuth) throw new AppError('UNAUTHENTICATED')
  return request.userAuth
}

/** The operator of a request that passed `requireOperator`. */
export function operatorOf(request: FastifyRequest): OperatorAuth {
  if (!request.operatorAuth) throw new AppError('UNAUTHENTICATED')
  return request.operatorAuth
}
