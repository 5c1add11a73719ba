import * as z from 'zod/mini'
import type { OperatorInfo } from './operators.ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants.ts'

/**
 * Sign-in, sign-up and password contracts. Messages are translation keys; the English text of each
 * `validation.*` key is the specification's exact wording (spelling included).
 */
const PHONE_PATTERN = /^\+?[0-9]{6,15}$/

export const phoneSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'validation.phoneRequired'),
    z.regex(PHONE_PATTERN, 'validation.phoneInvalid'),
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
export interface UserInfo {
  id: number
  phone: string
  nickname: string
  vipLevel: number
  invitationCode: string
  /** Unix seconds. */
  createdAt: number
}

/** Reply of login and register: the bearer token and the user. */
export interface SessionReply {
  token: string
  userInfo: UserInfo
}

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
})

export type OpsLoginBody = z.infer<typeof opsLoginBody>

export interface OpsSessionReply {
  token: string
  operator: OperatorInfo
}

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
export interface InvitationCodeRow {
  code: string
  maxUses: number
  uses: number
  note: string
  createdBy: string
  createdAt: number
}

/** A text the built-in SMS provider "sent": kept so operators can read it in the console. */
export interface SmsOutboxRow {
  id: number
  phone: string
  text: string
  createdAt: number
}
