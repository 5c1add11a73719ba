import type { FastifyRequest } from 'fastify'
import type { Deps } from '../../deps.ts'
import { bearerToken, resolveUser, type UserAuth } from './guards.ts'

/** The signed-in user when the request carries a live token; pages anyone may see use it. */
export async function optionalUser(deps: Deps, request: FastifyRequest): Promise<UserAuth | undefined> {
  const token = bearerToken(request)
  return token ? resolveUser(deps, token) : undefined
}
