import { opsLogin, opsLogout, type OpsLoginBody } from '@app/contracts'
import { call } from '../../../lib/request.ts'

export const login = (body: OpsLoginBody) => call(opsLogin, { body })

/** Revokes a token on the server; quiet, because signing out locally has already happened. */
export const logout = (token: string) => call(opsLogout, {}, { quiet: true, token })
