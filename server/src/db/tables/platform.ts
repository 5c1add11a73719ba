import type { ColumnType, Generated } from 'kysely'

/** Users, operators, sessions, configuration, SMS outbox, rate limits, audit log. */
export interface UsersTable {
  id: Generated<number>
  phone: string
  password_hash: string
  nickname: string
  invitation_code: string
  inviter_id: number | null
  frozen: number
  created_at: number
  /** When the password was last reset with a one-time code (withdrawals wait a cool-down); null before. */
  password_reset_at: number | null
  /** Completed recharges net of their reversals, kept by the transactions that change them (VIP). */
  recharge_total: Generated<number>
  /** The nickname as searched without regard to case (`db/fold-case.ts`), written with it. */
  nickname_folded: Generated<string>
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
  /** A `socket-ticket` names the operator session it was issued for as its subject. */
  subject_kind: 'user' | 'operator' | 'socket-ticket'
  subject_id: number
  created_at: number
  expires_at: number
  revoked_at: number | null
  /** The session ends here unless used again first (slid forward at most once a minute). */
  idle_until: Generated<number>
  /** 1: an operator who must enrol a second factor; only enrolment and sign-out are reachable. */
  enrol_only: Generated<number>
  /** The start of the User-Agent given at sign-in: shown to its user, never trusted. */
  user_agent: string | null
  /** The sign-in address with its last part hidden (`203.0.113.x`); the full one is not kept. */
  ip_hint: string | null
  /** When the session was last used (written at most once a minute, with `idle_until`). */
  last_seen_at: Generated<number>
  /** The newest sign-in of the same user this session has seen the notice of (null: none yet). */
  sign_ins_seen_id: number | null
}

/** An operator's time-based one-time password (RFC 6238) secrets. */
export interface OperatorTotpTable {
  operator_id: number
  secret: string | null
  pending_secret: string | null
  enabled_at: number | null
  last_step: Generated<number>
  updated_at: number
}

/** An operator's one-time recovery code, kept as the SHA-256 of the operator's id and the code (0055). */
export interface OperatorRecoveryCodesTable {
  operator_id: number
  code_hash: string
  created_at: number
  used_at: number | null
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
  /** Holds the code only while `pending`; hidden once the text is sent, given up or kept. */
  text: string
  created_at: number
  status: ColumnType<SmsStatus, SmsStatus | undefined, SmsStatus>
  attempts: Generated<number>
  next_attempt_at: number | null
  claimed_until: number | null
  expires_at: number | null
  sent_at: number | null
  last_error: string | null
}

/** `pending` until sent or given up (`failed`); `kept` when no gateway is configured. */
export type SmsStatus = 'pending' | 'sent' | 'failed' | 'kept'

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

/** A device an operator signed in from: the SHA-256 of its cookie's token (decision 0058). */
export interface OperatorDevicesTable {
  operator_id: number
  token_hash: string
  created_at: number
  last_seen_at: number
}
