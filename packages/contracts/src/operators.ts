import * as z from 'zod/mini'
import { MAX_PASSWORD_LENGTH } from './constants.ts'
import { OPERATOR_ROLES, operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { idParams } from './paging.ts'

/** Operators' passwords are longer than users': the console reaches every user's money. */
export const MIN_OPERATOR_PASSWORD_LENGTH = 12

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

/** An operator account as the console shows it (never its password). */
export const operatorInfo = z.strictObject({
  id: z.number(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** A disabled operator cannot sign in, and their sessions have ended. */
  disabled: z.boolean(),
  /** Unix seconds. */
  createdAt: z.number(),
})
export type OperatorInfo = z.infer<typeof operatorInfo>

export const OPERATORS_OPS_LIST = endpoint({
  id: 'operators.opsList',
  method: 'GET',
  path: '/api/ops/operators',
  access: operatorsOf('admin'),
  summary: 'Every operator account, oldest first.',
  reply: z.array(operatorInfo),
})

export const OPERATORS_OPS_CREATE = endpoint({
  id: 'operators.opsCreate',
  method: 'POST',
  path: '/api/ops/operators',
  access: operatorsOf('admin'),
  summary: 'Creates an operator account with a role; the username must be free.',
  body: createOperatorBody,
  reply: operatorInfo,
})

export const OPERATORS_OPS_UPDATE = endpoint({
  id: 'operators.opsUpdate',
  method: 'PATCH',
  path: '/api/ops/operators/:id',
  access: operatorsOf('admin'),
  summary:
    "Changes an operator's role, enabled state or password; disabling or a new password ends their sessions, and the last active admin stays.",
  params: idParams,
  body: updateOperatorBody,
  reply: operatorInfo,
})
