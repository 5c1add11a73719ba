import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'

/** Redemption codes: an operator issues them, a user redeems one for balance or points. */
export const REDEMPTION_REWARDS = ['balance', 'points'] as const

export const redeemBody = z.strictObject({
  code: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.redemptionCodeRequired'), z.maxLength(32, 'redeem.invalid')),
})
export type RedeemBody = z.infer<typeof redeemBody>

export const redeemReply = z.strictObject({
  reward: z.enum(REDEMPTION_REWARDS),
  /** Minor units for balance, whole points for points. */
  amount: z.string(),
})
export type RedeemReply = z.infer<typeof redeemReply>

export const createRedemptionCodesBody = z.strictObject({
  count: z
    .number()
    .check(z.int(), z.minimum(1, 'validation.countRange'), z.maximum(100, 'validation.countRange')),
  reward: z.enum(REDEMPTION_REWARDS),
  amount: z.string().check(z.regex(/^[1-9][0-9]{0,12}$/, 'validation.amountInvalid')),
  maxUses: z
    .number()
    .check(z.int(), z.minimum(1, 'validation.maxUsesRange'), z.maximum(10_000, 'validation.maxUsesRange')),
  perUserLimit: z
    .number()
    .check(z.int(), z.minimum(1, 'validation.perUserRange'), z.maximum(100, 'validation.perUserRange')),
  /** Unix seconds. */
  expiresAt: z.number().check(z.int(), z.positive()),
  note: z.string().check(z.maxLength(120, 'validation.noteTooLong')),
})
export type CreateRedemptionCodesBody = z.infer<typeof createRedemptionCodesBody>

export const redemptionCodeRow = z.strictObject({
  /** Masked (`ABCD…YZ`): a code is shown in full only once, in the reply that issues it. */
  code: z.string(),
  reward: z.enum(REDEMPTION_REWARDS),
  amount: z.string(),
  maxUses: z.number(),
  uses: z.number(),
  perUserLimit: z.number(),
  expiresAt: z.number(),
  note: z.string(),
  /** The username of the operator who issued it. */
  createdBy: z.string(),
  createdAt: z.number(),
})
export type RedemptionCodeRow = z.infer<typeof redemptionCodeRow>

export const createdRedemptionCodes = z.strictObject({ codes: z.array(z.string()) })
export type CreatedRedemptionCodes = z.infer<typeof createdRedemptionCodes>

// The app's endpoint.

export const REDEEM_REDEEM = endpoint({
  id: 'redeem.redeem',
  method: 'POST',
  path: '/api/redeem',
  access: 'user',
  summary: 'Redeems a code for its reward; guesses are limited per user and per address.',
  body: redeemBody,
  reply: redeemReply,
  idempotent: true,
  message: 'redeem.success',
})

// The console's endpoints.

export const REDEEM_OPS_LIST = endpoint({
  id: 'redeem.opsList',
  method: 'GET',
  path: '/api/ops/redemption-codes',
  access: operatorsOf('admin'),
  summary: 'The latest 500 redemption codes, newest first, masked, with their uses.',
  reply: z.array(redemptionCodeRow),
})

export const REDEEM_OPS_CREATE = endpoint({
  id: 'redeem.opsCreate',
  method: 'POST',
  path: '/api/ops/redemption-codes',
  access: operatorsOf('admin'),
  summary:
    'Issues a batch of random 12-character codes with the same reward and limits; the only reply that shows them in full.',
  body: createRedemptionCodesBody,
  reply: createdRedemptionCodes,
})
