import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { idParams } from './paging.ts'
import { paymentChannel } from './wallet-recharges.ts'

/** The console's money settings: payment channels, amount presets, fees, limits, expiries, rewards. */

export const paymentChannelBody = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.channelNameRequired'),
      z.maxLength(64, 'validation.channelNameRequired'),
    ),
  companyName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.companyNameRequired'),
      z.maxLength(120, 'validation.companyNameRequired'),
    ),
  companyNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.companyNumberRequired'),
      z.maxLength(64, 'validation.companyNumberRequired'),
    ),
  enabled: z.boolean(),
  sort: z.number().check(z.int(), z.minimum(-1000), z.maximum(1000)),
})
export type PaymentChannelBody = z.infer<typeof paymentChannelBody>

const minorText = z.string().check(z.regex(/^(0|[1-9][0-9]{0,12})$/, 'validation.amountInvalid'))

export const moneySettingsBody = z.strictObject({
  rechargeExpiryMinutes: z
    .number()
    .check(
      z.int(),
      z.minimum(5, 'validation.rechargeExpiryRange'),
      z.maximum(7 * 24 * 60, 'validation.rechargeExpiryRange'),
    ),
  withdrawFeeBp: z
    .number()
    .check(z.int(), z.minimum(0, 'validation.feeRange'), z.maximum(5000, 'validation.feeRange')),
  withdrawMin: minorText,
  withdrawMax: minorText,
  withdrawDailyCount: z
    .number()
    .check(z.int(), z.minimum(1, 'validation.dailyCountRange'), z.maximum(100, 'validation.dailyCountRange')),
  withdrawExpiryHours: z
    .number()
    .check(
      z.int(),
      z.minimum(1, 'validation.withdrawExpiryRange'),
      z.maximum(24 * 30, 'validation.withdrawExpiryRange'),
    ),
  inviteRewardPoints: z
    .number()
    .check(z.int(), z.minimum(0, 'validation.rewardRange'), z.maximum(1_000_000, 'validation.rewardRange')),
  presets: z
    .array(z.string().check(z.regex(/^[1-9][0-9]{0,12}$/, 'validation.amountInvalid')))
    .check(z.maxLength(12, 'validation.presetsTooMany')),
  /**
   * Above this amount a money action needs a second operator, and so do one user's actions that
   * add up past it in a day; "0" turns it off (refused in production unless the deployment allows
   * it). Raising or turning off a limit waits for a second admin. Kept when left out.
   */
  approvalCap: z.optional(minorText),
  /** The largest recharge a user may declare; "0" leaves only the contract's own maximum. Kept when left out. */
  rechargeMax: z.optional(minorText),
  /** What one operator moves alone in a day, all users together; "0": no such cap. Kept when left out. */
  operatorDailyCap: z.optional(minorText),
})
export type MoneySettingsBody = z.infer<typeof moneySettingsBody>

/**
 * The settings as stored: the same fields as the form, without its limits (a value stored outside
 * them still reads back as it is).
 */
export const moneySettings = z.strictObject({
  rechargeExpiryMinutes: z.number(),
  /** Basis points. */
  withdrawFeeBp: z.number(),
  /** Minor units. */
  withdrawMin: z.string(),
  /** Minor units. */
  withdrawMax: z.string(),
  withdrawDailyCount: z.number(),
  withdrawExpiryHours: z.number(),
  inviteRewardPoints: z.number(),
  /** Recharge amount presets, minor units. */
  presets: z.array(z.string()),
  /** Minor units; above it confirming a recharge or completing a withdrawal needs two operators. "0": off. */
  approvalCap: z.string(),
  /** Minor units; the largest recharge a user may declare. "0": no cap beyond the contract's. */
  rechargeMax: z.string(),
  /** Minor units; what one operator moves alone in a day, all users together. "0": no such cap. */
  operatorDailyCap: z.string(),
})
export type MoneySettings = z.infer<typeof moneySettings>

export const WALLET_OPS_LIST_PAYMENT_CHANNELS = endpoint({
  id: 'wallet.opsListPaymentChannels',
  method: 'GET',
  path: '/api/ops/payment-channels',
  access: operatorsOf('admin', 'finance'),
  summary: 'Every payment channel (the wallet types of a recharge), enabled or not, in display order.',
  reply: z.array(paymentChannel),
})

export const WALLET_OPS_CREATE_PAYMENT_CHANNEL = endpoint({
  id: 'wallet.opsCreatePaymentChannel',
  method: 'POST',
  path: '/api/ops/payment-channels',
  access: operatorsOf('admin'),
  summary: 'Adds a payment channel: the company and number users pay to.',
  body: paymentChannelBody,
  reply: paymentChannel,
})

export const WALLET_OPS_UPDATE_PAYMENT_CHANNEL = endpoint({
  id: 'wallet.opsUpdatePaymentChannel',
  method: 'PUT',
  path: '/api/ops/payment-channels/:id',
  access: operatorsOf('admin'),
  summary: 'Changes a payment channel, or enables or disables it.',
  params: idParams,
  body: paymentChannelBody,
  reply: paymentChannel,
})

export const WALLET_OPS_GET_MONEY_SETTINGS = endpoint({
  id: 'wallet.opsGetMoneySettings',
  method: 'GET',
  path: '/api/ops/money-settings',
  access: operatorsOf('admin', 'finance'),
  summary: 'Fees, limits, expiries, the invitation reward and the recharge amount presets.',
  reply: moneySettings,
})

export const WALLET_OPS_SAVE_MONEY_SETTINGS = endpoint({
  id: 'wallet.opsSaveMoneySettings',
  method: 'PUT',
  path: '/api/ops/money-settings',
  access: operatorsOf('admin'),
  summary: 'Saves fees, limits, expiries, the invitation reward and the presets in one change.',
  body: moneySettingsBody,
  reply: moneySettings,
})
