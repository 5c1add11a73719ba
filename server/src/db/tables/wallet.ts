import type { Generated } from 'kysely'

/** Wallet flows: channels, settings, receipt accounts, withdrawals, points, redemption codes. */
export interface PaymentChannelsTable {
  id: Generated<number>
  name: string
  company_name: string
  company_number: string
  enabled: number
  sort: number
  created_at: number
}

/** A channel's name in one language besides English (migration 0025); empty shows the English. */
export interface PaymentChannelTextsTable {
  channel_id: number
  locale: string
  name: string
  updated_at: number
}

export interface AmountPresetsTable {
  amount: number
}

export interface MoneySettingsTable {
  id: number
  recharge_expiry_minutes: number
  withdraw_fee_bp: number
  withdraw_min: number
  withdraw_max: number
  withdraw_daily_count: number
  withdraw_expiry_hours: number
  invite_reward_points: number
  /**
   * Minor units; above it a money action needs a second operator, and so do actions of one operator
   * for one user that add up past it in a day. 0: off (production refuses to start so, unless told).
   */
  approval_cap: Generated<number>
  /** Minor units; the largest recharge a user may declare. 0: the contract's maximum. */
  recharge_max: Generated<number>
  /** Minor units; what one operator moves alone in a day, all users together. 0: no such cap. */
  operator_daily_cap: Generated<number>
}

/** What one operator (`operator:<id>`) or one user (`user:<id>`) had moved alone on a day. */
export interface MoneyAloneDaysTable {
  subject: string
  day: number
  total: number
}

export type MoneyApprovalAction =
  'recharge.confirm' | 'withdrawal.complete' | 'ledger.reverse' | 'limits.change'
export type MoneyApprovalStatus = 'pending' | 'approved' | 'rejected'

/** A money action above the cap, asked for by one operator and waiting for a second. */
export interface MoneyApprovalsTable {
  id: Generated<number>
  action: MoneyApprovalAction
  target_id: number
  amount: number
  status: MoneyApprovalStatus
  requested_by: number
  requested_at: number
  decided_by: number | null
  decided_at: number | null
  /** The bank's transaction id the first operator gave; the approval stores this one. */
  external_reference: string | null
  /** JSON: a reversal's `{ reason }`, or the limits a settings change asks for. */
  details: string | null
}

export interface ReceiptAccountsTable {
  user_id: number
  account_number: string
  receiver_name: string
  method: string
  updated_at: number
  /** When the account was last changed to another destination; null until then (cool-down). */
  changed_at: number | null
}

/** Every save of a receipt account, as saved (append-only; owned by the account module). */
export interface ReceiptAccountChangesTable {
  id: Generated<number>
  user_id: number
  account_number: string
  receiver_name: string
  method: string
  saved_at: number
}

export type WithdrawalStatus = 'pending' | 'completed' | 'rejected' | 'expired' | 'cancelled'

export interface WithdrawalsTable {
  id: Generated<number>
  user_id: number
  wallet: 'balance' | 'revenue'
  amount: number
  fee_bp: number
  fee: number
  account_number: string
  receiver_name: string
  method: string
  status: WithdrawalStatus
  created_at: number
  expires_at: number
  decided_at: number | null
  decided_by: number | null
  reason: string
  hold_entry_id: number
  settle_entry_id: number | null
  /** The receipt account's `changed_at` when the withdrawal was asked for, shown to finance. */
  receipt_changed_at: number | null
  /** The bank's transaction id the completing operator entered; null unless completed. */
  external_reference: string | null
}

export interface PointRecordsTable {
  id: Generated<number>
  user_id: number
  source: 'invitation' | 'redeem'
  points: number
  status: 'processing' | 'completed'
  reference: string
  created_at: number
  completed_at: number | null
  entry_id: number | null
}

export interface RedemptionCodesTable {
  /** The code's key (`codeKey`: a hash); the code itself is never stored. */
  code: string
  /** The masked form lists show (`maskCode`). */
  display: string
  reward: 'balance' | 'points'
  amount: number
  max_uses: number
  uses: number
  per_user_limit: number
  expires_at: number
  note: string
  created_by: number
  created_at: number
}

export interface RedemptionUserCountsTable {
  code: string
  user_id: number
  uses: number
}

export interface WithdrawDayCountsTable {
  user_id: number
  day: number
  withdrawals: number
}
