import * as z from 'zod/mini'
import { MAX_PASSWORD_LENGTH } from './constants.ts'

import { OPERATOR_ROLES, type OperatorRole } from './access.ts'

/** Operators' passwords are longer than users': the console reaches every user's money. */
export const MIN_OPERATOR_PASSWORD_LENGTH = 10

const username = z.string().check(z.trim(), z.regex(/^[a-z][a-z0-9_.-]{2,31}$/, 'validation.usernameInvalid'))
const operatorPassword = z
  .string()
  .check(
    z.minLength(MIN_OPERATOR_PASSWORD_LENGTH, 'validation.operatorPasswordMin'),
    z.maxLength(MAX_PASSWORD_LENGTH, 'validation.passwordTooLong'),
  )

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

export const createOperatorBody = z.strictObject({
  username,
  password: operatorPassword,
  role: z.enum(OPERATOR_ROLES),
})
export type CreateOperatorBody = z.infer<typeof createOperatorBody>

export const updateOperatorBody = z.strictObject({
  role: z.optional(z.enum(OPERATOR_ROLES)),
  disabled: z.optional(z.boolean()),
  password: z.optional(operatorPassword),
})
export type UpdateOperatorBody = z.infer<typeof updateOperatorBody>

export interface OperatorInfo {
  id: number
  username: string
  role: OperatorRole
  disabled: boolean
  createdAt: number
}

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

export const languagePackBody = z.strictObject({
  json: z.record(z.string(), z.unknown()),
})
export type LanguagePackBody = z.infer<typeof languagePackBody>
