import type { Generated } from 'kysely'

/** The ledger, idempotency keys, products, holdings, earnings, recharges. */
export interface AccountsTable {
  id: Generated<number>
  code: string
  user_id: number | null
  kind: string
  asset: string
  is_system: number
  balance: number
}

export interface JournalEntriesTable {
  id: Generated<number>
  kind: string
  reference: string
  user_id: number | null
  actor: string
  reason: string
  created_at: number
}

export interface PostingsTable {
  id: Generated<number>
  entry_id: number
  account_id: number
  user_id: number | null
  amount: number
  /** The user account's balance after this posting; null on system accounts. */
  balance_after: number | null
  created_at: number
}

/** What a user has received from income, net of its reversals (kept by the moves, decision 0074). */
export interface LedgerUserIncomeTable {
  user_id: number
  received: number
}

/**
 * What a user has received from income in each quarter of an hour (`created_at / 900`), net of its
 * reversals, and the part of it that returned the price (decision 0053); kept by the moves (0078).
 * Every zone's days begin on a quarter, so a local day's income is a sum of these rows.
 */
export interface LedgerUserIncomeQuartersTable {
  user_id: number
  quarter: number
  received: number
  principal: number
}

/**
 * The platform's money per UTC day, entry kind and system account, in sixteen shards by user
 * (decision 0074). Each entry is counted in `entries` once, on its first system account's row, or
 * under '' when it has none (before 0085, every count was under ''): a (day, kind, shard)'s count
 * is the sum over all its rows.
 */
export interface LedgerDayTotalsTable {
  day: number
  kind: string
  account: string
  shard: number
  entries: number
  amount: number
}

/** The ledger check's newest run (one row, id 1). */
export interface LedgerCheckLastTable {
  id: number
  checked_at: number
  ok: number
  failed: string
  operator_id: number | null
}

export type RechargeStatus = 'pending' | 'completed' | 'expired' | 'cancelled' | 'error'

export interface RechargesTable {
  id: Generated<number>
  user_id: number
  amount: number
  membership_number: string
  payer_account: string
  channel_id: number | null
  status: RechargeStatus
  created_at: number
  expires_at: number
  decided_at: number | null
  decided_by: number | null
  entry_id: number | null
  /** The bank's transaction id the confirming operator entered; null until confirmed. */
  external_reference: string | null
}

export interface IdempotencyKeysTable {
  user_id: number
  route: string
  idem_key: string
  request_hash: string
  response_status: number
  response_body: string
  created_at: number
}

export interface VipLevelsTable {
  level: number
  min_recharge_total: number
}

/** The product terms a holding copies at purchase. */
export interface ProductTerms {
  price: number
  earning_amount: number
  earnings_count: number
  claim_period_seconds: number
  profit_rule: string
  min_vip: number
  purchase_limit: number
}

export interface ProductsTable extends ProductTerms {
  id: Generated<number>
  name: string
  overview: string
  description: string
  /** The disclosure (migration 0015): who stands behind the product, risks, maturity, early exit. */
  issuer: Generated<string>
  risks: Generated<string>
  maturity: Generated<string>
  early_exit: Generated<string>
  status: 'draft' | 'published' | 'unpublished'
  featured: number
  sort: number
  created_at: number
  updated_at: number
}

/** A product's texts in one language besides English (migration 0025); empty shows the English. */
export interface ProductTextsTable {
  product_id: number
  locale: string
  name: string
  overview: string
  description: string
  issuer: string
  risks: string
  maturity: string
  early_exit: string
  updated_at: number
}

export interface HoldingsTable extends ProductTerms {
  id: Generated<number>
  user_id: number
  product_id: number
  product_name: string
  pay_wallet: 'balance' | 'revenue'
  purchased_at: number
  ends_at: number
  collected_count: number
  collected_amount: number
  frozen: number
  entry_id: number
  /** How many of its earnings the user was told are due (the sweep tells once per falling due). */
  due_told: Generated<number>
  /** When its purchase or one of its receipts was reversed: it pays nothing more (decision 0058). */
  ended_at: Generated<number | null>
}

export interface HoldingEarningsTable {
  id: Generated<number>
  holding_id: number
  user_id: number
  earning_index: number
  amount: number
  due_at: number
  collected_at: number
  entry_id: number
}

export interface PurchaseCountsTable {
  user_id: number
  product_id: number
  purchases: number
}
