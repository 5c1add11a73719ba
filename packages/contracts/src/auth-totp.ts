import * as z from 'zod/mini'
import { anyOperator } from './access.ts'
import { opsMeReply } from './auth.ts'
import { MAX_PASSWORD_LENGTH } from './constants.ts'
import { endpoint } from './endpoint.ts'

/**
 * An operator's second factor: the authenticator's secret (decision 0021), shown once as text and a
 * QR code, and the one-time recovery codes that come with it (decision 0055).
 */

const totpCode = z.string().check(z.trim(), z.regex(/^[0-9]{6}$/, 'validation.totpCodeInvalid'))

export const totpCodeBody = z.strictObject({ code: totpCode })
export type TotpCodeBody = z.infer<typeof totpCodeBody>

/** A new authenticator secret, shown once while it waits for its first code. */
export const totpEnrolment = z.strictObject({
  /** Base32, for typing into an authenticator app. */
  secret: z.string(),
  /** `otpauth://totp/…`, for a QR code. */
  uri: z.string(),
})
export type TotpEnrolment = z.infer<typeof totpEnrolment>

/** Ten one-time recovery codes, shown this once: each signs in once in place of an authenticator code. */
export const recoveryCodesReply = z.strictObject({
  recoveryCodes: z.array(z.string()),
  operator: opsMeReply,
})
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReply>

/** The operator's password again, for a step that changes how they sign in. */
export const opsPasswordBody = z.strictObject({
  password: z
    .string()
    .check(
      z.minLength(1, 'validation.passwordRequired'),
      z.maxLength(MAX_PASSWORD_LENGTH, 'validation.passwordTooLong'),
    ),
})
export type OpsPasswordBody = z.infer<typeof opsPasswordBody>

export const AUTH_OPS_START_TOTP = endpoint({
  id: 'auth.opsStartTotp',
  method: 'POST',
  path: '/api/ops/auth/totp/start',
  access: anyOperator,
  summary:
    'Starts setting up two-factor sign-in: a new authenticator secret, shown this once, that takes effect when its first code is confirmed.',
  reply: totpEnrolment,
})

export const AUTH_OPS_CONFIRM_TOTP = endpoint({
  id: 'auth.opsConfirmTotp',
  method: 'POST',
  path: '/api/ops/auth/totp/confirm',
  access: anyOperator,
  summary:
    'Confirms the new secret with its first code: from then on sign-in needs the password and a code. Answers ten one-time recovery codes, shown this once.',
  body: totpCodeBody,
  reply: recoveryCodesReply,
})

export const AUTH_OPS_NEW_RECOVERY_CODES = endpoint({
  id: 'auth.opsNewRecoveryCodes',
  method: 'POST',
  path: '/api/ops/auth/recovery-codes',
  access: anyOperator,
  summary:
    "With the operator's password: a new set of ten recovery codes, shown this once; every earlier code, used or not, stops working.",
  body: opsPasswordBody,
  reply: recoveryCodesReply,
})
