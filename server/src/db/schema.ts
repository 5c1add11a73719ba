import type { Generated } from 'kysely'

/**
 * Table types. Every integer column comes back as a JS number (see `int-plugin.ts`); timestamps are
 * Unix seconds; booleans are 0/1 integers so both dialects read them alike.
 */
export interface UsersTable {
  id: Generated<number>
  phone: string
  password_hash: string
  nickname: string
  invitation_code: string
  inviter_id: number | null
  frozen: number
  created_at: number
}

export interface OperatorsTable {
  id: Generated<number>
  username: string
  password_hash: string
  role: string
  disabled: number
  created_at: number
}

export interface SessionsTable {
  id: Generated<number>
  token_hash: string
  subject_kind: 'user' | 'operator'
  subject_id: number
  created_at: number
  expires_at: number
  revoked_at: number | null
}

export interface InvitationCodesTable {
  code: string
  max_uses: number
  uses: number
  note: string
  created_by: number
  created_at: number
}

export interface AppConfigTable {
  id: number
  version: number
  site_name: string
  currency: string
  chat_url: string
}

export interface LanguagePacksTable {
  locale: string
  json: string
  updated_at: number
}

export interface SmsOutboxTable {
  id: Generated<number>
  phone: string
  text: string
  created_at: number
}

export interface PasswordResetsTable {
  id: Generated<number>
  user_id: number
  code_hash: string
  attempts: number
  created_at: number
  expires_at: number
  consumed_at: number | null
}

export interface RateLimitsTable {
  bucket: string
  window_start: number
  hits: number
}

export interface AuditLogTable {
  id: Generated<number>
  operator_id: number
  action: string
  target: string
  before_json: string
  after_json: string
  created_at: number
}

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

export type RechargeStatus = 'pending' | 'completed' | 'expired' | 'cancelled' | 'error'

export interface RechargesTable {
  id: Generated<number>
  user_id: number
  amount: number
  membership_number: string
  channel_id: number | null
  status: RechargeStatus
  created_at: number
  expires_at: number
  decided_at: number | null
  decided_by: number | null
  entry_id: number | null
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
  status: 'draft' | 'published' | 'unpublished'
  featured: number
  sort: number
  created_at: number
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

export interface DB {
  users: UsersTable
  operators: OperatorsTable
  sessions: SessionsTable
  invitation_codes: InvitationCodesTable
  app_config: AppConfigTable
  language_packs: LanguagePacksTable
  sms_outbox: SmsOutboxTable
  password_resets: PasswordResetsTable
  rate_limits: RateLimitsTable
  audit_log: AuditLogTable
  accounts: AccountsTable
  journal_entries: JournalEntriesTable
  postings: PostingsTable
  idempotency_keys: IdempotencyKeysTable
  vip_levels: VipLevelsTable
  products: ProductsTable
  holdings: HoldingsTable
  holding_earnings: HoldingEarningsTable
  purchase_counts: PurchaseCountsTable
  recharges: RechargesTable
}
