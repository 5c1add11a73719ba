import * as z from 'zod/mini'

/**
 * Products and what a user sees of them. Amounts are strings of integer minor units. Stored terms:
 * price, earning amount (earnings per time), number of earnings, claim period (seconds between
 * earning slots), profit rule (seven 0/1 weekday flags, Monday first), minimum VIP level, purchase
 * limit. Everything else is derived from them (see docs/decisions/0007-product-terms.md).
 */
export const WALLETS = ['balance', 'revenue'] as const
export type PayWallet = (typeof WALLETS)[number]

export interface ScheduledEarning {
  index: number
  /** Unix seconds. */
  dueAt: number
  amount: string
}

export interface ProductView {
  id: number
  name: string
  overview: string
  description: string
  price: string
  /** Earnings per time. */
  earningAmount: string
  /** Number of earnings. */
  earningsCount: number
  /** Seconds between earning slots. */
  claimPeriodSeconds: number
  /** Days from a purchase made now to its last earning (whole days, rounded up). */
  cycleDays: number
  /** (estimated total − price) / price, in basis points (1234 = 12.34 %). */
  returnRateBp: number
  /** Number of earnings × earnings per time. */
  estimatedTotal: string
  /** Total revenue over the whole holding: the same as the estimated total earnings. */
  totalRevenue: string
  /** Income on one active day: earnings per time × slots per day. */
  dailyRevenue: string
  minVip: number
  purchaseLimit: number
  /** Seven 0/1 flags, Monday first. */
  profitRule: string
  featured: boolean
  /** For a signed-in user: how many they bought, and why they cannot buy more (null when they can). */
  purchased: number
  blockedBy: 'vip' | 'limit' | null
}

export interface ProductDetail extends ProductView {
  /** When each earning of a purchase made now would fall due: the same function that pays income. */
  schedule: ScheduledEarning[]
}

export const buyBody = z.strictObject({ wallet: z.enum(WALLETS, 'validation.walletRequired') })
export type BuyBody = z.infer<typeof buyBody>

export interface BuyReply {
  holdingId: number
  balances: Balances
}

export interface Balances {
  balance: string
  revenue: string
  points: string
  /** Money in pending withdrawals. */
  withdrawHold: string
}

export const HOLDING_FILTERS = ['all', 'running', 'expired', 'frozen'] as const
export type HoldingFilter = (typeof HOLDING_FILTERS)[number]
export type HoldingStatus = 'running' | 'expired' | 'frozen'

export interface HoldingView {
  id: number
  productId: number
  productName: string
  price: string
  earningAmount: string
  earningsCount: number
  claimPeriodSeconds: number
  profitRule: string
  payWallet: PayWallet
  purchasedAt: number
  /** When the last earning falls due. */
  endsAt: number
  status: HoldingStatus
  collectedCount: number
  /** Total revenue received so far. */
  collectedAmount: string
  dailyRevenue: string
  /** Earnings due now and not yet received. */
  receivableCount: number
  receivable: string
  /** The next earning not yet due, if any. */
  nextDueAt: number | null
}

export interface ReceiveReply {
  received: string
  holding: HoldingView
}

export interface EarningRow {
  id: number
  holdingId: number
  productName: string
  index: number
  amount: string
  dueAt: number
  collectedAt: number
}

export interface OrderRow {
  id: number
  productName: string
  price: string
  payWallet: PayWallet
  purchasedAt: number
  status: HoldingStatus
}

export interface VipLevelRow {
  level: number
  /** Completed recharges needed, in minor units. */
  minRechargeTotal: string
}

const minorAmount = (key: string) => z.string().check(z.regex(/^[1-9][0-9]{0,12}$/, key))

/** What an operator enters for a product; amounts are minor-unit strings. */
export const productInputBody = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.productNameRequired'),
      z.maxLength(80, 'validation.productNameTooLong'),
    ),
  overview: z.string().check(z.trim(), z.maxLength(200, 'validation.overviewTooLong')),
  description: z.string().check(z.maxLength(5000, 'validation.descriptionTooLong')),
  price: minorAmount('validation.priceInvalid'),
  earningAmount: minorAmount('validation.earningAmountInvalid'),
  earningsCount: z
    .number()
    .check(
      z.int(),
      z.minimum(1, 'validation.earningsCountRange'),
      z.maximum(3650, 'validation.earningsCountRange'),
    ),
  claimPeriodSeconds: z
    .number()
    .check(
      z.int(),
      z.minimum(60, 'validation.claimPeriodRange'),
      z.maximum(30 * 86_400, 'validation.claimPeriodRange'),
    ),
  profitRule: z
    .string()
    .check(
      z.regex(/^[01]{7}$/, 'validation.profitRuleInvalid'),
      z.includes('1', 'validation.profitRuleInvalid'),
    ),
  minVip: z
    .number()
    .check(z.int(), z.minimum(0, 'validation.minVipRange'), z.maximum(20, 'validation.minVipRange')),
  purchaseLimit: z
    .number()
    .check(
      z.int(),
      z.minimum(1, 'validation.purchaseLimitRange'),
      z.maximum(1000, 'validation.purchaseLimitRange'),
    ),
  featured: z.boolean(),
  sort: z
    .number()
    .check(z.int(), z.minimum(-1000, 'validation.sortRange'), z.maximum(1000, 'validation.sortRange')),
})
export type ProductInputBody = z.infer<typeof productInputBody>

export const PRODUCT_STATUSES = ['draft', 'published', 'unpublished'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** A product as the console sees it: its stored terms, its status, and the derived figures. */
export interface OpsProductRow extends ProductInputBody {
  id: number
  status: ProductStatus
  holdings: number
  view: ProductView
}

export const vipLevelsBody = z.strictObject({
  levels: z
    .array(
      z.strictObject({
        level: z.number().check(z.int(), z.minimum(0), z.maximum(20)),
        minRechargeTotal: z.string().check(z.regex(/^(0|[1-9][0-9]{0,12})$/, 'validation.amountInvalid')),
      }),
    )
    .check(z.minLength(1, 'validation.vipLevelsInvalid'), z.maxLength(21, 'validation.vipLevelsInvalid')),
})
export type VipLevelsBody = z.infer<typeof vipLevelsBody>

/** The ledger invariant checker's report (MONEY.md I1–I6, I10, I11). */
export interface LedgerCheckReply {
  ok: boolean
  checkedAt: number
  checks: { id: string; name: string; ok: boolean; detail: string }[]
}
