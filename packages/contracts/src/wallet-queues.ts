import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { lenient, pageOf } from './paging.ts'
import { opsRechargeRow, RECHARGE_STATUSES } from './wallet-recharges.ts'
import { opsWithdrawalRow, rejectWithdrawalBody, WITHDRAWAL_STATUSES } from './wallet-withdrawals.ts'

/**
 * The console's recharge and withdrawal queues at volume (decision 0036): filters (one user, a
 * phone, an amount, a reference, a date range), the age order, a keyset cursor on (created, id),
 * how many match in each status, and bulk decisions that report each item's outcome.
 */

/** Which way a queue runs: the oldest first (the default of the pending tab) or the newest first. */
export const QUEUE_ORDERS = ['oldest', 'newest'] as const
export type QueueOrder = (typeof QUEUE_ORDERS)[number]

/** A queue cursor: `<created>-<id>` of the previous page's last row; a malformed one reads as absent. */
export const queueCursor = lenient(
  z.pipe(
    z.string().check(z.regex(/^[0-9]{1,11}-[1-9][0-9]{0,14}$/)),
    z.transform((text) => {
      const [at, id] = text.split('-')
      return { at: Number(at), id: Number(id) }
    }),
  ),
)

const seconds = z.pipe(
  z.string('validation.dateRangeRequired').check(z.regex(/^[0-9]{1,11}$/, 'validation.dateRangeRequired')),
  z.transform(Number),
)

/**
 * What a queue is narrowed to; every filter given must match. `userId` is one user; `phone` the user
 * with that phone (exactly); `amount` the amount in minor units (exactly); `reference` the bank's
 * reference, or what the user entered (a recharge's payer account or membership number, a
 * withdrawal's account number), exactly; `from` (inclusive) and `to` (exclusive) bound when it was
 * asked for, in Unix seconds.
 */
export const queueFilters = z
  .object({
    userId: z.optional(
      z.pipe(
        z.string().check(z.regex(/^[1-9][0-9]{0,14}$/, 'validation.userIdInvalid')),
        z.transform(Number),
      ),
    ),
    phone: z.optional(z.string().check(z.trim(), z.regex(/^\+?[0-9]{6,15}$/, 'validation.phoneInvalid'))),
    amount: z.optional(
      z.pipe(
        z.string().check(z.trim(), z.regex(/^[1-9][0-9]{0,12}$/, 'validation.amountInvalid')),
        z.transform(Number),
      ),
    ),
    reference: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'validation.referenceSearch'),
          z.maxLength(64, 'validation.referenceSearch'),
        ),
    ),
    from: z.optional(seconds),
    to: z.optional(seconds),
  })
  .check(
    z.refine((f) => f.from === undefined || f.to === undefined || f.from < f.to, {
      message: 'validation.dateRangeOrder',
      path: ['to'],
    }),
  )
export type QueueFilters = z.infer<typeof queueFilters>

/** A page of a queue: its filters, one status, the order, and where the previous page ended. */
const queueQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.extend(queueFilters, {
    status: lenient(z.enum(statuses)),
    order: lenient(z.enum(QUEUE_ORDERS)),
    cursor: queueCursor,
  })

/** How many rows of each status match the filters; counting stops past `QUEUE_COUNT_CAP`. */
export const QUEUE_COUNT_CAP = 10_000
export const queueCounts = z.strictObject({
  counts: z.array(
    z.strictObject({
      status: z.string(),
      /** At most `QUEUE_COUNT_CAP`; `more` says there are more than that. */
      count: z.number(),
      more: z.boolean(),
    }),
  ),
})
export type QueueCounts = z.infer<typeof queueCounts>

/** The most items one bulk decision takes. */
export const BULK_MAX = 100
const bulkIds = z
  .array(z.number().check(z.int(), z.positive()), 'validation.bulkIds')
  .check(z.minLength(1, 'validation.bulkIds'), z.maxLength(BULK_MAX, 'validation.bulkIds'))

export const BULK_OUTCOMES = ['done', 'alreadyDecided', 'notFound'] as const
/**
 * What became of each item of a bulk decision, in the order asked: `done` (this request decided it),
 * `alreadyDecided` (it was no longer pending: someone or something decided it first; nothing changed)
 * or `notFound`; with its status now and the operator who decided it, when one did.
 */
export const bulkResult = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.number(),
      outcome: z.enum(BULK_OUTCOMES),
      status: z.nullable(z.string()),
      decidedBy: z.nullable(z.string()),
    }),
  ),
})
export type BulkResult = z.infer<typeof bulkResult>

/** Pending recharges to close without crediting: marked as error, or expired early. */
export const bulkRechargesBody = z.strictObject({
  ids: bulkIds,
  outcome: z.enum(['error', 'expired'], 'validation.bulkOutcome'),
})
export type BulkRechargesBody = z.infer<typeof bulkRechargesBody>

/** Pending withdrawals to reject, with one reason for all; each one's money returns. */
export const bulkRejectWithdrawalsBody = z.extend(rejectWithdrawalBody, { ids: bulkIds })
export type BulkRejectWithdrawalsBody = z.infer<typeof bulkRejectWithdrawalsBody>

const MONEY = operatorsOf('admin', 'finance')

export const WALLET_OPS_LIST_RECHARGES = endpoint({
  id: 'wallet.opsListRecharges',
  method: 'GET',
  path: '/api/ops/recharges',
  access: MONEY,
  summary:
    'The recharge queue, optionally of one status and narrowed by user, phone, amount, reference and date; by age (`order`: `newest` first by default, or `oldest`), keyset-paged on (created, id).',
  query: queueQuery(RECHARGE_STATUSES),
  reply: pageOf(opsRechargeRow),
})

export const WALLET_OPS_RECHARGE_COUNTS = endpoint({
  id: 'wallet.opsRechargeCounts',
  method: 'GET',
  path: '/api/ops/recharges/counts',
  access: MONEY,
  summary: `How many recharges of each status match the queue's filters (counted up to ${QUEUE_COUNT_CAP}).`,
  query: queueFilters,
  reply: queueCounts,
})

export const WALLET_OPS_BULK_RECHARGES = endpoint({
  id: 'wallet.opsBulkRecharges',
  method: 'POST',
  path: '/api/ops/recharges/bulk',
  access: MONEY,
  summary:
    'Marks up to 100 pending recharges as error or expired, each in its own conditional, audited change; reports each one: done, already decided (by whom), or not found. Nothing is credited.',
  body: bulkRechargesBody,
  reply: bulkResult,
})

export const WALLET_OPS_LIST_WITHDRAWALS = endpoint({
  id: 'wallet.opsListWithdrawals',
  method: 'GET',
  path: '/api/ops/withdrawals',
  access: MONEY,
  summary:
    'The withdrawal queue, optionally of one status and narrowed by user, phone, amount, reference and date; by age (`order`: `newest` first by default, or `oldest`), keyset-paged on (created, id).',
  query: queueQuery(WITHDRAWAL_STATUSES),
  reply: pageOf(opsWithdrawalRow),
})

export const WALLET_OPS_WITHDRAWAL_COUNTS = endpoint({
  id: 'wallet.opsWithdrawalCounts',
  method: 'GET',
  path: '/api/ops/withdrawals/counts',
  access: MONEY,
  summary: `How many withdrawals of each status match the queue's filters (counted up to ${QUEUE_COUNT_CAP}).`,
  query: queueFilters,
  reply: queueCounts,
})

export const WALLET_OPS_BULK_REJECT_WITHDRAWALS = endpoint({
  id: 'wallet.opsBulkRejectWithdrawals',
  method: 'POST',
  path: '/api/ops/withdrawals/bulk-reject',
  access: MONEY,
  summary:
    'Rejects up to 100 pending withdrawals with one reason, each in its own conditional, audited change returning its money once; reports each one: done, already decided (by whom), or not found.',
  body: bulkRejectWithdrawalsBody,
  reply: bulkResult,
})
