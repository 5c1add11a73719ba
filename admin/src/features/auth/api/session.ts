import {
  AUTH_OPS_CONFIRM_TOTP,
  AUTH_OPS_LOGIN,
  AUTH_OPS_LOGOUT,
  AUTH_OPS_NEW_RECOVERY_CODES,
  AUTH_OPS_START_TOTP,
  type OpsLoginBody,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'

/** Signs in: the server sets the session cookie (the console's header asks for it) and sends no token. */
export const login = (body: OpsLoginBody) => call(AUTH_OPS_LOGIN, { body })

/** Ends the session on the server and clears its cookie; quiet, as the console has already left. */
export const logout = () => call(AUTH_OPS_LOGOUT, {}, { quiet: true })

/** A new authenticator secret, shown once. */
export const startTotp = () => call(AUTH_OPS_START_TOTP, {})

/** The first code turns two-factor sign-in on; the answer has the ten recovery codes, shown once. */
export const confirmTotp = (code: string) => call(AUTH_OPS_CONFIRM_TOTP, { body: { code } }, { quiet: true })

/** A new set of recovery codes, with the password; the earlier codes stop working. */
export const newRecoveryCodes = (password: string) =>
  call(AUTH_OPS_NEW_RECOVERY_CODES, { body: { password } }, { quiet: true })
