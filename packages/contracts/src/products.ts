import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { MAX_AMOUNT_MINOR } from './money.ts'
import { idParams, lenient, pageOf } from './paging.ts'
import { balances, WALLETS } from './wallet.ts'

export { WALLETS, type PayWallet } from './wallet.ts'

/**
 * Products and what a user sees of them. Amounts are strings of integer minor units. Stored terms:
 * price, earning amount (earnings per time), number of earnings, claim period (seconds between
 * earning slots), profit rule (seven 0/1 weekday flags, Monday first), minimum VIP level, purchase
 * limit. Everything else is derived from them (see docs/decisions/0007-product-terms.md).
 */

/** Minor units as a decimal string (signed where money can go both ways). */
const minor = z.string()

export const scheduledEarning = z.strictObject({
  index: z.number(),
  /** Unix seconds. */
  dueAt: z.number(),
  amount: minor,
})
export type ScheduledEarning = z.infer<typeof scheduledEarning>

/** A product's stored terms, as both the app and the console read them. */
export const productTerms = z.strictObject({
  id: z.number(),
  name: z.string(),
  overview: z.string(),
  description: z.string(),
  price: minor,
  /** Earnings per time. */
  earningAmount: minor,
  /** Number of earnings. */
  earningsCount: z.number(),
  /** Seconds between earning slots. */
  claimPeriodSeconds: z.number(),
  /** Seven 0/1 flags, Monday first. */
  profitRule: z.string(),
  minVip: z.number(),
  purchaseLimit: z.number(),
  featured: z.boolean(),
})

export type ProductTermsView = z.infer<typeof productTerms>

/**
 * A product as users see it: its terms and the figures derived from them, each computed by
 * `deriveProductTerms` (products-terms.ts) for a purchase made now.
 */
export const productView = z.extend(productTerms, {
  /** Days from a purchase made now to its last earning (whole days, rounded up). */
  cycleDays: z.number(),
  /** Seconds from a purchase made now to its last earning: the plan's real length. */
  lengthSeconds: z.number(),
  /** (estimated total − price) / price over the plan's length, in basis points, rounded down (1234 = 12.34 %). */
  returnRateBp: z.number(),
  /** The return scaled to a 365-day year, simple (no compounding), in basis points, rounded down. */
  annualRateBp: z.nullable(z.number()),
  /** Number of earnings × earnings per time: everything the earnings pay, the price included. */
  estimatedTotal: minor,
  /** Total revenue over the whole holding: the same as the estimated total earnings. */
  totalRevenue: minor,
  /** The part of the total that pays the price back (the price, or the whole total when it is less). */
  principalBack: minor,
  /** Total − price: what is earned beyond the price (negative: a loss). */
  profit: minor,
  /** What one active day pays; null for a plan that does not run whole days (see products-terms.ts). */
  dailyRevenue: z.nullable(minor),
  /** For a signed-in user: how many they bought, and why they cannot buy more (null when they can). */
  purchased: z.number(),
  blockedBy: z.nullable(z.enum(['vip', 'limit'])),
})
export type ProductView = z.infer<typeof productView>

/** The most earnings a product's reply lists; `scheduleTotal` counts them all. */
export const MAX_SCHEDULE_ROWS = 100

/** Limits of the disclosure an operator writes for a product. */
export const DISCLOSURE_LIMITS = { issuer: 200, risks: 2000, maturity: 2000, earlyExit: 2000 } as const

/**
 * What stands behind a product, in the operator's words: who offers it, its risks, what happens at
 * maturity, and whether and how one can leave early. Empty when not filled in.
 */
export const productDisclosure = z.strictObject({
  issuer: z.string(),
  risks: z.string(),
  maturity: z.string(),
  earlyExit: z.string(),
})
export type ProductDisclosure = z.infer<typeof productDisclosure>

export const productDetail = z.extend(productView, {
  disclosure: productDisclosure,
  /**
   * When each earning of a purchase made now would fall due (the same function that pays income):
   * the first `MAX_SCHEDULE_ROWS` of them.
   */
  schedule: z.array(scheduledEarning),
  /** How many earnings the whole schedule has. */
  scheduleTotal: z.number(),
  /** The schedule's last earning (when the plan ends), listed or not; null when it pays nothing. */
  scheduleLast: z.nullable(scheduledEarning),
})
export type ProductDetail = z.infer<typeof productDetail>

export const buyBody = z.strictObject({
  wallet: z.enum(WALLETS, 'validation.walletRequired'),
  /** The price the user was shown, in minor units; a different price now is refused with 409. */
  expectedPrice: z
    .string('validation.amountInvalid')
    .check(z.trim(), z.regex(/^[1-9][0-9]{0,12}$/, 'validation.amountInvalid')),
})
export type BuyBody = z.infer<typeof buyBody>

export const buyReply = z.strictObject({
  holdingId: z.number(),
  balances,
  /**
   * The holding's first earning, from the same schedule the product shows, counted from the moment
   * the server recorded the purchase; null when the terms pay nothing.
   */
  firstEarning: z.nullable(scheduledEarning),
})
export type BuyReply = z.infer<typeof buyReply>

export const homeSummary = z.strictObject({
  /** The signed-in user's balances; null for a visitor. */
  balances: z.nullable(balances),
  featured: z.array(productView),
})
export type HomeSummary = z.infer<typeof homeSummary>

/** The catalogue is paged by (sort, id): the cursor is "sort:id" of the last product shown. */
const productCursor = z.pipe(
  z.string().check(z.regex(/^-?[0-9]{1,9}:[1-9][0-9]{0,14}$/)),
  z.transform((text) => {
    const [sort, id] = text.split(':')
    return { sort: Number(sort), id: Number(id) }
  }),
)

const minorAmount = (key: string) => z.string().check(z.regex(/^[1-9][0-9]{0,12}$/, key))

/**
 * What an operator enters for a product; amounts are minor-unit strings. The price (13 digits at
 * most) and the whole income of one unit (earnings per time × number of earnings) stay within
 * `MAX_AMOUNT_MINOR`, the bound of any one amount, so every sum of a holding is exact and all its
 * income fits one ledger entry.
 */
export const productInputBody = z
  .strictObject({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.productNameRequired'),
        z.maxLength(80, 'validation.productNameTooLong'),
      ),
    overview: z.string().check(z.trim(), z.maxLength(200, 'validation.overviewTooLong')),
    description: z.string().check(z.maxLength(5000, 'validation.descriptionTooLong')),
    /** The disclosure; a field left out keeps what is stored (empty for a new product). */
    issuer: z.optional(
      z.string().check(z.trim(), z.maxLength(DISCLOSURE_LIMITS.issuer, 'validation.issuerTooLong')),
    ),
    risks: z.optional(
      z.string().check(z.trim(), z.maxLength(DISCLOSURE_LIMITS.risks, 'validation.risksTooLong')),
    ),
    maturity: z.optional(
      z.string().check(z.trim(), z.maxLength(DISCLOSURE_LIMITS.maturity, 'validation.maturityTooLong')),
    ),
    earlyExit: z.optional(
      z.string().check(z.trim(), z.maxLength(DISCLOSURE_LIMITS.earlyExit, 'validation.earlyExitTooLong')),
    ),
    price: z
      .string()
      .check(
        z.maxLength(13, 'validation.priceTooLarge'),
        z.regex(/^[1-9][0-9]{0,12}$/, 'validation.priceInvalid'),
      ),
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
  .check(
    z.refine(
      (p) => {
        const total = Number(p.earningAmount) * p.earningsCount
        return !Number.isFinite(total) || total <= MAX_AMOUNT_MINOR
      },
      { message: 'validation.productTotalTooLarge', path: ['earningAmount'] },
    ),
  )
export type ProductInputBody = z.infer<typeof productInputBody>

export const PRODUCT_STATUSES = ['draft', 'published', 'unpublished'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** A product as the console sees it: its stored terms, its status, and the derived figures. */
export const opsProductRow = z.extend(productTerms, {
  sort: z.number(),
  disclosure: productDisclosure,
  status: z.enum(PRODUCT_STATUSES),
  holdings: z.number(),
  view: productView,
})
export type OpsProductRow = z.infer<typeof opsProductRow>

// The app's endpoints.

export const PRODUCTS_LIST = endpoint({
  id: 'products.list',
  method: 'GET',
  path: '/api/products',
  access: 'optionalUser',
  summary:
    'The published catalogue by (sort, id), keyset-paged; a signed-in user also sees what blocks a purchase.',
  query: z.object({ cursor: lenient(productCursor) }),
  reply: pageOf(productView),
})

export const PRODUCTS_GET = endpoint({
  id: 'products.get',
  method: 'GET',
  path: '/api/products/:id',
  access: 'optionalUser',
  summary: 'One published product with the payout schedule of a purchase made now.',
  params: idParams,
  reply: productDetail,
})

export const PRODUCTS_HOME = endpoint({
  id: 'products.home',
  method: 'GET',
  path: '/api/home',
  access: 'optionalUser',
  summary: "Home: the signed-in user's balances and the featured products.",
  reply: homeSummary,
})

export const PRODUCTS_BUY = endpoint({
  id: 'products.buy',
  method: 'POST',
  path: '/api/products/:id/buy',
  access: 'user',
  summary:
    'Buys one unit of a product from the balance or the revenue wallet, at the price the user was shown (409 when it changed).',
  params: idParams,
  body: buyBody,
  reply: buyReply,
  idempotent: true,
  message: 'products.bought',
})

// The console's endpoints.

export const PRODUCTS_OPS_LIST = endpoint({
  id: 'products.opsList',
  method: 'GET',
  path: '/api/ops/products',
  access: operatorsOf('admin'),
  summary: 'Every product with its status and the number of holdings bought.',
  reply: z.array(opsProductRow),
})

export const PRODUCTS_OPS_CREATE = endpoint({
  id: 'products.opsCreate',
  method: 'POST',
  path: '/api/ops/products',
  access: operatorsOf('admin'),
  summary: 'Creates a product as a draft.',
  body: productInputBody,
  reply: opsProductRow,
})

export const PRODUCTS_OPS_UPDATE = endpoint({
  id: 'products.opsUpdate',
  method: 'PUT',
  path: '/api/ops/products/:id',
  access: operatorsOf('admin'),
  summary: 'Changes the terms of future purchases; holdings keep the terms they were bought under.',
  params: idParams,
  body: productInputBody,
  reply: opsProductRow,
})

export const PRODUCTS_OPS_PUBLISH = endpoint({
  id: 'products.opsPublish',
  method: 'POST',
  path: '/api/ops/products/:id/publish',
  access: operatorsOf('admin'),
  summary: 'Shows a product in the catalogue.',
  params: idParams,
  reply: opsProductRow,
})

export const PRODUCTS_OPS_UNPUBLISH = endpoint({
  id: 'products.opsUnpublish',
  method: 'POST',
  path: '/api/ops/products/:id/unpublish',
  access: operatorsOf('admin'),
  summary: 'Takes a product out of the catalogue; holdings keep running.',
  params: idParams,
  reply: opsProductRow,
})
