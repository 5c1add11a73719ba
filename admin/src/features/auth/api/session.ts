import {
  opsConfirmTotp,
  opsLogin,
  opsLogout,
  opsNewRecoveryCodes,
  opsStartTotp,
  type OpsLoginBody,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'

/** Signs in: the server sets the session cookie (the console's header asks for it) and sends no token. */
export const login = (body: OpsLoginBody) => call(opsLogin, { body })

/** Ends the session on the server and clears its cookie; quiet, as the console has already left. */
export const logout = () => call(opsLogout, {}, { quiet: true })

/** A new authenticator secret, shown once. */
export const startTotp = () => call(opsStartTotp, {})

/** The first code turns two-factor sign-in on; the answer has the ten recovery codes, shown once. */
export const confirmTotp = (code: string) => call(opsConfirmTotp, { body: { code } }, { quiet: true })

/** A new set of recovery codes, with the password; the earlier codes stop working. */
export const newRecoveryCodes = (password: string) =>
  call(opsNewRecoveryCodes, { body: { password } }, { quiet: true })
