import * as z from 'zod/mini'

export const redeemBody = z.strictObject({
  code: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.redemptionCodeRequired'), z.maxLength(32, 'redeem.invalid')),
})

export type RedeemBody = z.infer<typeof redeemBody>

export interface RedeemReply {
  reward: 'balance' | 'points'
  amount: string
}

/* ---- console ---- */

export const createRedemptionCodesBody = z.strictObject({
  count: z
    .number()
    .check(z.int(), z.minimum(1, 'validation.countRange'), z.maximum(100, 'validation.countRange')),
  reward: z.enum(['balance', 'points']),
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

export interface RedemptionCodeRow {
  code: string
  reward: 'balance' | 'points'
  amount: string
  maxUses: number
  uses: number
  perUserLimit: number
  expiresAt: number
  note: string
  createdBy: string
  createdAt: number
}
