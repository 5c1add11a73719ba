import * as z from 'zod/mini'
import { anyOperator, operatorsOf } from './access.ts'
import { userInfo } from './auth.ts'
import { MAX_PASSWORD_LENGTH, RECEIPT_ACCOUNT_DIGITS } from './constants.ts'
import { endpoint } from './endpoint.ts'
import { HOLDING_FILTERS, holdingView } from './income.ts'
import { cursorQuery, idParams, lenient, pageOf } from './paging.ts'

/** An account number as the console shows it, only its last four digits: "0011223344" → "••••3344". */
export function maskAccountNumber(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`
}

export const receiptAccountBody = z.strictObject({
  accountNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.accountNumberRequired'),
      z.regex(new RegExp(`^[0-9]{${RECEIPT_ACCOUNT_DIGITS}}$`), 'validation.accountNumberDigits'),
    ),
  receiverName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.receiverNameRequired'),
      z.maxLength(64, 'validation.receiverNameTooLong'),
    ),
  method: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.methodRequired'),
      z.maxLength(64, 'validation.methodTooLong'),
    ),
  /** The user's current password: the account is where money leaves, so a token alone cannot change it. */
  password: z
    .string('validation.passwordRequired')
    .check(
      z.minLength(1, 'validation.passwordRequired'),
      z.maxLength(MAX_PASSWORD_LENGTH, 'validation.passwordTooLong'),
    ),
})

export type ReceiptAccountBody = z.infer<typeof receiptAccountBody>

/** The account withdrawals are paid to. */
export const receiptAccount = z.strictObject({
  /** Exactly `RECEIPT_ACCOUNT_DIGITS` digits. */
  accountNumber: z.string(),
  receiverName: z.string(),
  method: z.string(),
  /** Unix seconds of the last save. */
  updatedAt: z.number(),
  /** Unix seconds of the last change to another destination; null while it is the first one set. */
  changedAt: z.nullable(z.number()),
  /**
   * While a cool-down runs (after a change, or after a password reset), when withdrawals are
   * possible again (Unix seconds; the later end of the two); else null.
   */
  withdrawableFrom: z.nullable(z.number()),
  /**
   * When the password was reset (Unix seconds), while the cool-down it started is the one
   * withdrawals wait for; else null.
   */
  passwordResetAt: z.nullable(z.number()),
  /** How long withdrawals wait after a change to another destination or a password reset, in hours. */
  coolDownHours: z.number(),
})
export type ReceiptAccount = z.infer<typeof receiptAccount>

/** Who a user is in a line of the console: their member number (id), phone and nickname. */
export const opsUserName = z.strictObject({ id: z.number(), phone: z.string(), nickname: z.string() })
export type OpsUserName = z.infer<typeof opsUserName>

/** A user as the console sees them; the receipt account's number masked (`••••3344`). */
export const opsUserView = z.strictObject({
  id: z.number(),
  phone: z.string(),
  nickname: z.string(),
  invitationCode: z.string(),
  /** The user whose code they signed up with; null for an operator's code. */
  inviterId: z.nullable(z.number()),
  /** That user by name; null for an operator's code. */
  inviter: z.nullable(opsUserName),
  /** A frozen user cannot sign in, and their sessions have ended. */
  frozen: z.boolean(),
  vipLevel: z.number(),
  createdAt: z.number(),
  // The wallet contract's `balances`, written out: wallet.ts reads this file, so importing it back would make a cycle.
  /** Minor units (points are whole points). */
  balances: z.strictObject({
    balance: z.string(),
    revenue: z.string(),
    points: z.string(),
    withdrawHold: z.string(),
  }),
  receiptAccount: z.nullable(receiptAccount),
})
export type OpsUserView = z.infer<typeof opsUserView>

/** Which of the keys found a user in the console's search. */
export const USER_SEARCH_KEYS = ['member', 'phone', 'code', 'nickname'] as const
export type UserSearchKey = (typeof USER_SEARCH_KEYS)[number]

/** One line of the console's user search. */
export const opsUserRow = z.strictObject({
  id: z.number(),
  phone: z.string(),
  nickname: z.string(),
  invitationCode: z.string(),
  frozen: z.boolean(),
  vipLevel: z.number(),
  createdAt: z.number(),
  balances: z.strictObject({
    balance: z.string(),
    revenue: z.string(),
    points: z.string(),
    withdrawHold: z.string(),
  }),
  /** The key that found them (null when nothing was typed). */
  matchedBy: z.nullable(z.enum(USER_SEARCH_KEYS)),
})
export type OpsUserRow = z.infer<typeof opsUserRow>

/** One save of a user's receipt account, its number masked (`••••3344`). */
export const opsReceiptChange = z.strictObject({
  id: z.number(),
  accountNumber: z.string(),
  receiverName: z.string(),
  method: z.string(),
  /** Unix seconds. */
  savedAt: z.number(),
})
export type OpsReceiptChange = z.infer<typeof opsReceiptChange>

// The app's endpoints.

export const ACCOUNT_INFO = endpoint({
  id: 'account.info',
  method: 'GET',
  path: '/api/user/info',
  access: 'user',
  summary: 'The signed-in user, with the VIP level their completed recharges earn.',
  reply: userInfo,
})

export const ACCOUNT_GET_RECEIPT = endpoint({
  id: 'account.getReceipt',
  method: 'GET',
  path: '/api/account/receipt',
  access: 'user',
  summary: "The caller's receipt account, or null before they add one.",
  reply: z.nullable(receiptAccount),
})

export const ACCOUNT_SAVE_RECEIPT = endpoint({
  id: 'account.saveReceipt',
  method: 'PUT',
  path: '/api/account/receipt',
  access: 'user',
  summary:
    "Adds or replaces the caller's receipt account (a 10-digit number, a receiver, a method), confirmed with their password; a change pauses withdrawals for a cool-down.",
  body: receiptAccountBody,
  reply: receiptAccount,
  message: 'auth.modificationSuccessful',
})

// The console's endpoints.

export const ACCOUNT_OPS_LIST = endpoint({
  id: 'account.opsList',
  method: 'GET',
  path: '/api/ops/users',
  access: anyOperator,
  summary:
    'Finds users by member number (exact), phone, invitation code or nickname (each exact or as a prefix) from one search text `q`, 20 a page: the member first, then phones, codes and nicknames in order, each user once; every user newest first when `q` is empty. Keyset-paged by the opaque `cursor`.',
  query: z.object({
    q: z.optional(z.string().check(z.maxLength(64, 'validation.searchTooLong'))),
    cursor: lenient(z.string().check(z.maxLength(200))),
  }),
  reply: pageOf(opsUserRow),
})

export const ACCOUNT_OPS_GET = endpoint({
  id: 'account.opsGet',
  method: 'GET',
  path: '/api/ops/users/:id',
  access: anyOperator,
  summary: 'One user with their wallets, VIP level and receipt account.',
  params: idParams,
  reply: opsUserView,
})

export const ACCOUNT_OPS_USER_HOLDINGS = endpoint({
  id: 'account.opsUserHoldings',
  method: 'GET',
  path: '/api/ops/users/:id/holdings/page',
  access: anyOperator,
  summary:
    "A user's holdings, newest first, filtered by all, running, expired (their last earning has fallen due) or frozen, as the app's My products; keyset-paged.",
  params: idParams,
  query: z.extend(cursorQuery, { filter: lenient(z.enum(HOLDING_FILTERS)) }),
  reply: pageOf(holdingView),
})

export const ACCOUNT_OPS_RECEIPT_HISTORY = endpoint({
  id: 'account.opsReceiptHistory',
  method: 'GET',
  path: '/api/ops/users/:id/receipt-history',
  access: anyOperator,
  summary:
    "Every save of a user's receipt account, newest first, account numbers masked to their last four digits; keyset-paged.",
  params: idParams,
  query: cursorQuery,
  reply: pageOf(opsReceiptChange),
})

export const ACCOUNT_OPS_FREEZE = endpoint({
  id: 'account.opsFreeze',
  method: 'POST',
  path: '/api/ops/users/:id/freeze',
  access: operatorsOf('admin', 'finance'),
  summary: 'Freezes a user: their sessions (and chat sockets) end and they cannot sign in.',
  params: idParams,
  reply: opsUserView,
})

export const ACCOUNT_OPS_UNFREEZE = endpoint({
  id: 'account.opsUnfreeze',
  method: 'POST',
  path: '/api/ops/users/:id/unfreeze',
  access: operatorsOf('admin', 'finance'),
  summary: 'Lets a frozen user sign in again.',
  params: idParams,
  reply: opsUserView,
})
