import type { OpsLoginBody, OpsSessionReply } from '@app/contracts'
import { request } from '../../../lib/request.ts'

export function login(body: OpsLoginBody): Promise<OpsSessionReply> {
  return request<OpsSessionReply>('/api/ops/auth/login', { method: 'POST', body })
}

/** Revokes a token on the server; quiet, because signing out locally has already happened. */
export function logout(token: string): Promise<null> {
  return request<null>('/api/ops/auth/logout', { method: 'POST', quiet: true, token })
}
