import type {
  UsersTable,
  OperatorsTable,
  SessionsTable,
  OperatorTotpTable,
  OperatorDevicesTable,
  OperatorRecoveryCodesTable,
  InvitationCodesTable,
  AppConfigTable,
  LanguagePacksTable,
  SmsOutboxTable,
  PasswordResetsTable,
  RateLimitsTable,
  AuditLogTable,
} from './tables/platform.ts'
import type {
  AccountsTable,
  JournalEntriesTable,
  PostingsTable,
  LedgerCheckLastTable,
  LedgerUserIncomeTable,
  LedgerUserIncomeQuartersTable,
  LedgerDayTotalsTable,
  RechargesTable,
  IdempotencyKeysTable,
  VipLevelsTable,
  ProductsTable,
  ProductTextsTable,
  HoldingsTable,
  HoldingEarningsTable,
  PurchaseCountsTable,
} from './tables/ledger.ts'
import type {
  PaymentChannelsTable,
  PaymentChannelTextsTable,
  AmountPresetsTable,
  MoneySettingsTable,
  MoneyApprovalsTable,
  MoneyAloneDaysTable,
  ReceiptAccountsTable,
  ReceiptAccountChangesTable,
  WithdrawalsTable,
  PointRecordsTable,
  RedemptionCodesTable,
  RedemptionUserCountsTable,
  WithdrawDayCountsTable,
} from './tables/wallet.ts'
import type {
  AnnouncementsTable,
  AnnouncementTextsTable,
  AnnouncementReadsTable,
  WebviewHostsTable,
} from './tables/content.ts'
import type {
  ChatCannedRepliesTable,
  ChatConversationsTable,
  ChatMessagesTable,
  ChatPresenceTable,
  ChatRequestLinksTable,
} from './tables/chat.ts'
import type { NotificationsTable, NotificationUnreadTable } from './tables/notifications.ts'
import type { LiveEventsTable } from './tables/realtime.ts'

/**
 * The database's tables, one file per domain under `tables/`. Every integer column comes back as a
 * JS number (see `int-plugin.ts`); timestamps are Unix seconds; booleans are 0/1 integers so both
 * dialects read them alike.
 */
export type {
  UsersTable,
  OperatorsTable,
  SessionsTable,
  OperatorTotpTable,
  OperatorDevicesTable,
  OperatorRecoveryCodesTable,
  InvitationCodesTable,
  AppConfigTable,
  LanguagePacksTable,
  SmsOutboxTable,
  PasswordResetsTable,
  RateLimitsTable,
  AuditLogTable,
} from './tables/platform.ts'
export type {
  AccountsTable,
  JournalEntriesTable,
  PostingsTable,
  RechargeStatus,
  RechargesTable,
  IdempotencyKeysTable,
  VipLevelsTable,
  ProductTerms,
  ProductsTable,
  ProductTextsTable,
  HoldingsTable,
  HoldingEarningsTable,
  PurchaseCountsTable,
} from './tables/ledger.ts'
export type {
  PaymentChannelsTable,
  PaymentChannelTextsTable,
  AmountPresetsTable,
  MoneySettingsTable,
  MoneyApprovalsTable,
  MoneyAloneDaysTable,
  MoneyApprovalAction,
  MoneyApprovalStatus,
  ReceiptAccountsTable,
  ReceiptAccountChangesTable,
  WithdrawalStatus,
  WithdrawalsTable,
  PointRecordsTable,
  RedemptionCodesTable,
  RedemptionUserCountsTable,
  WithdrawDayCountsTable,
} from './tables/wallet.ts'
export type {
  AnnouncementsTable,
  AnnouncementTextsTable,
  AnnouncementReadsTable,
  WebviewHostsTable,
} from './tables/content.ts'
export type {
  ChatCannedRepliesTable,
  ChatConversationsTable,
  ChatMessagesTable,
  ChatPresenceTable,
  ChatRequestLinksTable,
} from './tables/chat.ts'
export type { NotificationsTable, NotificationUnreadTable } from './tables/notifications.ts'
export type { LiveEventsTable } from './tables/realtime.ts'

export interface DB {
  users: UsersTable
  operators: OperatorsTable
  sessions: SessionsTable
  operator_totp: OperatorTotpTable
  operator_devices: OperatorDevicesTable
  operator_recovery_codes: OperatorRecoveryCodesTable
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
  ledger_check_last: LedgerCheckLastTable
  ledger_user_income: LedgerUserIncomeTable
  ledger_user_income_quarters: LedgerUserIncomeQuartersTable
  ledger_day_totals: LedgerDayTotalsTable
  idempotency_keys: IdempotencyKeysTable
  vip_levels: VipLevelsTable
  products: ProductsTable
  product_texts: ProductTextsTable
  holdings: HoldingsTable
  holding_earnings: HoldingEarningsTable
  purchase_counts: PurchaseCountsTable
  recharges: RechargesTable
  payment_channels: PaymentChannelsTable
  payment_channel_texts: PaymentChannelTextsTable
  amount_presets: AmountPresetsTable
  money_settings: MoneySettingsTable
  money_approvals: MoneyApprovalsTable
  money_alone_days: MoneyAloneDaysTable
  receipt_accounts: ReceiptAccountsTable
  receipt_account_changes: ReceiptAccountChangesTable
  withdrawals: WithdrawalsTable
  withdraw_day_counts: WithdrawDayCountsTable
  point_records: PointRecordsTable
  redemption_codes: RedemptionCodesTable
  redemption_user_counts: RedemptionUserCountsTable
  announcements: AnnouncementsTable
  announcement_texts: AnnouncementTextsTable
  announcement_reads: AnnouncementReadsTable
  webview_hosts: WebviewHostsTable
  chat_conversations: ChatConversationsTable
  chat_messages: ChatMessagesTable
  chat_presence: ChatPresenceTable
  chat_canned_replies: ChatCannedRepliesTable
  chat_request_links: ChatRequestLinksTable
  notifications: NotificationsTable
  notification_unread: NotificationUnreadTable
  live_events: LiveEventsTable
}
