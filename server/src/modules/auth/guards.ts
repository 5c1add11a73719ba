import type { FastifyRequest } from 'fastify'
import type { OperatorRole } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import type { Guards, OperatorAuth, UserAuth } from '../../lib/route.ts'
import { findOperatorSession, findUserSession } from './sessions.repo.ts'

export type { OperatorAuth, UserAuth }

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
export function resolveUser(deps: Deps, token: string): Promise<UserAuth | undefined> {
  return findUserSession(deps.database.db, token, deps.clock.now())
}

/** The signed-in user when the request carries a live token; pages anyone may see use it. */
export async function optionalUser(deps: Deps, request: FastifyRequest): Promise<UserAuth | undefined> {
  const token = bearerToken(request)
  return token ? resolveUser(deps, token) : undefined
}

async function operatorFor(
  deps: Deps,
  request: FastifyRequest,
  roles: 'any' | readonly OperatorRole[],
): Promise<OperatorAuth> {
  const token = bearerToken(request)
  const operator = token ? await findOperatorSession(deps.database.db, token, deps.clock.now()) : undefined
  if (!operator) throw new AppError('UNAUTHENTICATED')
  if (roles !== 'any' && roles.length > 0 && !roles.includes(operator.role)) throw new AppError('FORBIDDEN')
  return operator
}

/** How every declared endpoint proves its caller: a user's or an operator's live session. */
export function authGuards(deps: Deps): Guards {
  return {
    async user(request) {
      const auth = await optionalUser(deps, request)
      if (!auth) throw new AppError('UNAUTHENTICATED')
      return auth
    },
    optionalUser: (request) => optionalUser(deps, request),
    operator: (request, roles) => operatorFor(deps, request, roles),
  }
}

/** A preHandler that admits only a signed-in user (401 otherwise). */
export function requireUser(deps: Deps) {
  return async (request: FastifyRequest): Promise<void> => {
    request.userAuth = await authGuards(deps).user(request)
  }
}

/** A preHandler that admits a signed-in, enabled operator whose role is in `roles` (all when empty). */
export function requireOperator(deps: Deps, roles: readonly OperatorRole[] = []) {
  return async (request: FastifyRequest): Promise<void> => {
    request.operatorAuth = await operatorFor(deps, request, roles)
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
