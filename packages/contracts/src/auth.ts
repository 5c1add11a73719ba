import * as z from 'zod/mini'
import { anyOperator, operatorsOf } from './access.ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants.ts'
import { endpoint } from './endpoint.ts'
import { operatorInfo } from './operators.ts'
import { idParams } from './paging.ts'

/**
 * Sign-in, sign-up and password contracts. Messages are translation keys; the English text of each
 * `validation.*` key is the specification's exact wording (spelling included).
 */
const PHONE_PATTERN = /^\+?[0-9]{6,15}$/

/**
 * What sign-in takes where it asks for the code: the authenticator's 6 digits, or one of the
 * operator's recovery codes (`ABCDE-FGHJK`, any case, the dash or a space optional).
 */
const signInCode = z
  .string()
  .check(
    z.trim(),
    z.regex(/^(?:[0-9]{6}|[A-Za-z0-9]{5}[- ]?[A-Za-z0-9]{5})$/, 'validation.signInCodeInvalid'),
  )

/**
 * The one form a phone is stored, looked up and counted in: its digits without a leading `+` or
 * trunk `0`s, so `+5550100001`, `05550100001` and `5550100001` are one account and one limit.
 * (The product serves one numbering plan and has no country setting to write a full E.164 number
 * from a national one; the stored digits are what the user's number and its `+` form share.)
 */
export function canonicalPhone(phone: string): string {
  return phone.trim().replace(/^\+/, '').replace(/^0+/, '')
}

export const phoneSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'validation.phoneRequired'),
    z.regex(PHONE_PATTERN, 'validation.phoneInvalid'),
    z.overwrite(canonicalPhone),
    z.regex(/^[1-9][0-9]{5,14}$/, 'validation.phoneInvalid'),
  )

const password = (minKey: string) =>
  z
    .string()
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, minKey),
      z.maxLength(MAX_PASSWORD_LENGTH, 'validation.passwordTooLong'),
    )

export const loginBody = z.strictObject({
  phone: phoneSchema,
  password: z
    .string()
    .check(
      z.minLength(1, 'validation.passwordRequired'),
      z.maxLength(MAX_PASSWORD_LENGTH, 'validation.passwordTooLong'),
    ),
})
export type LoginBody = z.infer<typeof loginBody>

export const registerBody = z
  .strictObject({
    phone: phoneSchema,
    password: password('validation.passwordMin'),
    confirmPassword: z.string(),
    invitationCode: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.invitationCodeRequired'),
        z.maxLength(32, 'validation.invitationCodeInvalid'),
      ),
    nickname: z.optional(z.string().check(z.trim(), z.maxLength(32, 'validation.nicknameTooLong'))),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: 'validation.passwordMismatch',
      path: ['confirmPassword'],
    }),
  )
export type RegisterBody = z.infer<typeof registerBody>

export const changePasswordBody = z
  .strictObject({
    oldPassword: password('validation.oldPasswordMin'),
    newPassword: password('validation.newPasswordMin'),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      error: 'validation.newPasswordMismatch',
      path: ['confirmPassword'],
    }),
    // The same password again would change nothing, while the page said it was changed.
    z.refine((v) => v.newPassword !== v.oldPassword, {
      error: 'validation.newPasswordSame',
      path: ['newPassword'],
    }),
  )
export type ChangePasswordBody = z.infer<typeof changePasswordBody>

export const forgotPasswordBody = z.strictObject({ phone: phoneSchema })
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>

export const resetPasswordBody = z
  .strictObject({
    phone: phoneSchema,
    code: z.string().check(z.trim(), z.regex(/^[0-9]{6}$/, 'validation.resetCodeInvalid')),
    password: password('validation.passwordMin'),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: 'validation.passwordMismatch',
      path: ['confirmPassword'],
    }),
  )
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>

/** The signed-in user as the app stores it (`userInfo`). */
export const userInfo = z.strictObject({
  id: z.number(),
  phone: z.string(),
  nickname: z.string(),
  /** Earned by completed recharges (the operators' VIP thresholds). */
  vipLevel: z.number(),
  /** The user's own code: whoever signs up with it joins their team. */
  invitationCode: z.string(),
  /** Unix seconds. */
  createdAt: z.number(),
})
export type UserInfo = z.infer<typeof userInfo>

/** Reply of login and register: the bearer token and the user. */
export const sessionReply = z.strictObject({ token: z.string(), userInfo })
export type SessionReply = z.infer<typeof sessionReply>

export const AUTH_LOGIN = endpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  summary:
    'Signs a user in by phone and password; an unknown phone and a wrong password get the same answer.',
  body: loginBody,
  reply: sessionReply,
})

export const AUTH_REGISTER = endpoint({
  id: 'auth.register',
  method: 'POST',
  path: '/api/auth/register',
  access: 'public',
  summary: "Signs a user up with an invitation code (another user's or an operator's) and signs them in.",
  body: registerBody,
  reply: sessionReply,
})

export const AUTH_LOGOUT = endpoint({
  id: 'auth.logout',
  method: 'POST',
  path: '/api/auth/logout',
  access: 'user',
  summary: "Ends the caller's session: the token stops working.",
  reply: z.null(),
})

export const AUTH_FORGOT_PASSWORD = endpoint({
  id: 'auth.forgotPassword',
  method: 'POST',
  path: '/api/auth/password/forgot',
  access: 'public',
  summary: 'Texts a one-time code to a registered phone; the answer is the same for an unknown one.',
  body: forgotPasswordBody,
  reply: z.null(),
  message: 'auth.resetCodeSent',
})

export const AUTH_RESET_PASSWORD = endpoint({
  id: 'auth.resetPassword',
  method: 'POST',
  path: '/api/auth/password/reset',
  access: 'public',
  summary:
    'Sets a new password with the texted code; every session of the user ends, and withdrawals wait out the receipt cool-down.',
  body: resetPasswordBody,
  reply: z.null(),
  message: 'auth.resetDone',
})

export const AUTH_CHANGE_PASSWORD = endpoint({
  id: 'auth.changePassword',
  method: 'POST',
  path: '/api/auth/password/change',
  access: 'user',
  summary: "Changes the caller's password; the user's other sessions end.",
  body: changePasswordBody,
  reply: z.null(),
  message: 'auth.modificationSuccessful',
})

// The console's side: operator sign-in, operator-issued invitation codes, the SMS outbox.

export const opsLoginBody = z.strictObject({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.usernameRequired'),
      z.maxLength(32, 'validation.usernameInvalid'),
    ),
  password: z
    .string()
    .check(
      z.minLength(1, 'validation.passwordRequired'),
      z.maxLength(MAX_PASSWORD_LENGTH, 'validation.passwordTooLong'),
    ),
  /**
   * Once two-factor sign-in is set up: the authenticator app's current 6-digit code, or one of the
   * operator's unused recovery codes (each works once).
   */
  code: z.optional(signInCode),
})

export type OpsLoginBody = z.input<typeof opsLoginBody>

/** The signed-in operator, with where their second factor stands. */
export const opsMeReply = z.extend(operatorInfo, {
  /** Sign-in asks for an authenticator code. */
  totpEnabled: z.boolean(),
  /** Two-factor sign-in must be set up before anything else (admin and finance, in production). */
  enrolOnly: z.boolean(),
  /** Unused recovery codes; 0 while two-factor sign-in is off. */
  recoveryCodesLeft: z.number(),
})
export type OpsMeReply = z.infer<typeof opsMeReply>

/**
 * `token` is for scripts (a bearer token), given only to a sign-in without the console's header; the
 * console's sign-in gets its session as an HttpOnly cookie and no token, so no script of the page
 * ever holds it.
 */
export const opsSessionReply = z.strictObject({ token: z.optional(z.string()), operator: opsMeReply })
export type OpsSessionReply = z.infer<typeof opsSessionReply>

/** A one-use pass for the console's chat socket, good for a few seconds. */
export const socketTicketReply = z.strictObject({ ticket: z.string() })

export const createInvitationCodesBody = z.strictObject({
  count: z
    .number()
    .check(z.int(), z.minimum(1, 'validation.countRange'), z.maximum(100, 'validation.countRange')),
  maxUses: z
    .number()
    .check(z.int(), z.minimum(1, 'validation.maxUsesRange'), z.maximum(10_000, 'validation.maxUsesRange')),
  note: z.optional(z.string().check(z.maxLength(120, 'validation.noteTooLong'))),
})

export type CreateInvitationCodesBody = z.infer<typeof createInvitationCodesBody>

/** An invitation code issued by an operator, belonging to no user. */
export const invitationCodeRow = z.strictObject({
  code: z.string(),
  maxUses: z.number(),
  uses: z.number(),
  note: z.string(),
  /** The username of the operator who issued it. */
  createdBy: z.string(),
  createdAt: z.number(),
})
export type InvitationCodeRow = z.infer<typeof invitationCodeRow>

export const AUTH_OPS_LOGIN = endpoint({
  id: 'auth.opsLogin',
  method: 'POST',
  path: '/api/ops/auth/login',
  access: 'public',
  summary:
    'Signs an enabled operator in by username and password; an unknown name and a wrong password get the same answer.',
  body: opsLoginBody,
  reply: opsSessionReply,
})

export const AUTH_OPS_LOGOUT = endpoint({
  id: 'auth.opsLogout',
  method: 'POST',
  path: '/api/ops/auth/logout',
  access: anyOperator,
  summary: "Ends the operator's session: the token stops working.",
  reply: z.null(),
})

export const AUTH_OPS_ME = endpoint({
  id: 'auth.opsMe',
  method: 'GET',
  path: '/api/ops/me',
  access: anyOperator,
  summary: 'The signed-in operator, and whether two-factor sign-in is set up or must be first.',
  reply: opsMeReply,
})

export const AUTH_OPS_RESET_TOTP = endpoint({
  id: 'auth.opsResetTotp',
  method: 'POST',
  path: '/api/ops/operators/:id/totp/reset',
  access: operatorsOf('admin'),
  summary:
    "Removes another operator's two-factor sign-in (a lost phone) and ends their sessions; they set it up again at their next sign-in.",
  params: idParams,
  reply: z.null(),
})

export const AUTH_OPS_SOCKET_TICKET = endpoint({
  id: 'auth.opsSocketTicket',
  method: 'POST',
  path: '/api/ops/auth/socket-ticket',
  access: anyOperator,
  summary:
    "A one-use pass for the chat socket's first frame, good for 30 seconds, so the console's session itself never reaches a script.",
  reply: socketTicketReply,
})

export const AUTH_OPS_LIST_INVITATION_CODES = endpoint({
  id: 'auth.opsListInvitationCodes',
  method: 'GET',
  path: '/api/ops/invitation-codes',
  access: operatorsOf('admin', 'support'),
  summary: 'The newest 500 operator-issued invitation codes with their uses.',
  reply: z.array(invitationCodeRow),
})

export const AUTH_OPS_CREATE_INVITATION_CODES = endpoint({
  id: 'auth.opsCreateInvitationCodes',
  method: 'POST',
  path: '/api/ops/invitation-codes',
  access: operatorsOf('admin'),
  summary: 'Issues 1–100 random codes of 12 characters, each good for `maxUses` sign-ups.',
  body: createInvitationCodesBody,
  reply: z.array(invitationCodeRow),
})
