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
