import type { FastifyRequest } from 'fastify'
import type { OperatorRole } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import type { Guards, OperatorAuth, UserAuth } from '../../lib/route.ts'
import { findOperatorSession, findUserSession } from './sessions.repo.ts'

/** The bearer token of the request, if it carries a well-formed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header?.startsWith('Bearer ')) return undefined
  const token = header.slice(7).trim()
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : undefined
}

/** The signed-in user of a live session token, when the account is not frozen. */
async function userFor(deps: Deps, request: FastifyRequest): Promise<UserAuth | undefined> {
  const token = bearerToken(request)
  return token ? findUserSession(deps.db, token, deps.clock.now()) : undefined
}

async function operatorFor(
  deps: Deps,
  request: FastifyRequest,
  roles: 'any' | readonly OperatorRole[],
): Promise<OperatorAuth> {
  const token = bearerToken(request)
  const operator = token ? await findOperatorSession(deps.db, token, deps.clock.now()) : undefined
  if (!operator) throw new AppError('UNAUTHENTICATED')
  if (roles !== 'any' && roles.length > 0 && !roles.includes(operator.role)) throw new AppError('FORBIDDEN')
  return operator
}

/** How every declared endpoint proves its caller: a user's or an operator's live session. */
export function authGuards(deps: Deps): Guards {
  return {
    async user(request) {
      const auth = await userFor(deps, request)
      if (!auth) throw new AppError('UNAUTHENTICATED')
      return auth
    },
    optionalUser: (request) => userFor(deps, request),
    operator: (request, roles) => operatorFor(deps, request, roles),
  }
}
