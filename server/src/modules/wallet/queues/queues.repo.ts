import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

/**
 * The console's queues at volume (decision 0036): one status, narrowed by filters, in age order,
 * keyset-paged on (created_at, id), each read backed by an index of migration 0021.
 */

export interface QueueWhere {
  status?: string
  /** The user's id, after a phone was resolved to one. */
  userId?: number
  amount?: number
  reference?: string
  from?: number
  to?: number
}

export interface QueuePageAsk extends QueueWhere {
  order: 'oldest' | 'newest'
  cursor?: { at: number; id: number }
  limit: number
}

type Table = 'recharges' | 'withdrawals'

/** The columns a reference search matches exactly: the bank's, and what the user entered. */
const REFERENCE_COLUMNS = {
  recharges: ['t.external_reference', 't.payer_account', 't.membership_number'],
  withdrawals: ['t.external_reference', 't.account_number'],
} as const

/** Every given filter, on table alias `t`; the types follow recharges (both have these columns). */
function whereOf(table: Table, where: QueueWhere) {
  return (eb: ExpressionBuilder<{ t: DB['recharges'] }, 't'>) => {
    const terms = []
    if (where.status !== undefined) terms.push(eb('t.status', '=', where.status as 'pending'))
    if (where.userId !== undefined) terms.push(eb('t.user_id', '=', where.userId))
    if (where.amount !== undefined) terms.push(eb('t.amount', '=', where.amount))
    if (where.from !== undefined) terms.push(eb('t.created_at', '>=', where.from))
    if (where.to !== undefined) terms.push(eb('t.created_at', '<', where.to))
    const reference = where.reference
    if (reference !== undefined)
      terms.push(eb.or(REFERENCE_COLUMNS[table].map((c) => eb(c as 't.payer_account', '=', reference))))
    return eb.and(terms)
  }
}

/** After the cursor in the page's order: a row-value comparison an index on (…, created_at, id) serves. */
function afterCursor(ask: QueuePageAsk) {
  const { cursor } = ask
  if (cursor === undefined) return sql<boolean>`1 = 1`
  return ask.order === 'oldest'
    ? sql<boolean>`(t.created_at, t.id) > (${cursor.at}, ${cursor.id})`
    : sql<boolean>`(t.created_at, t.id) < (${cursor.at}, ${cursor.id})`
}

/** One page of recharges (with their channel's names), `limit` rows. */
export const rechargePage = (db: Kysely<DB>, ask: QueuePageAsk) => rechargePageQuery(db, ask).execute()

/** The page's query, unrun (a test reads its plan). */
export function rechargePageQuery(db: Kysely<DB>, ask: QueuePageAsk) {
  const direction = ask.order === 'oldest' ? 'asc' : 'desc'
  return db
    .selectFrom('recharges as t')
    .leftJoin('payment_channels as c', 'c.id', 't.channel_id')
    .selectAll('t')
    .select(['c.name as channel_name', 'c.company_name', 'c.company_number'])
    .where(whereOf('recharges', ask))
    .where(afterCursor(ask))
    .orderBy('t.created_at', direction)
    .orderBy('t.id', direction)
    .limit(ask.limit)
}

/** One page of withdrawals, `limit` rows. */
export const withdrawalPage = (db: Kysely<DB>, ask: QueuePageAsk) => withdrawalPageQuery(db, ask).execute()

/** The page's query, unrun (a test reads its plan). */
export function withdrawalPageQuery(db: Kysely<DB>, ask: QueuePageAsk) {
  const direction = ask.order === 'oldest' ? 'asc' : 'desc'
  return db
    .selectFrom('withdrawals as t')
    .selectAll('t')
    .where(whereOf('withdrawals', ask) as never)
    .where(afterCursor(ask))
    .orderBy('t.created_at', direction)
    .orderBy('t.id', direction)
    .limit(ask.limit)
}

/**
 * How many rows of `status` match, counting no further than `cap + 1`: the count's cost is bounded
 * whatever the history holds (a tab reads "10,000+" past the cap).
 */
export async function countUpTo(
  db: Kysely<DB>,
  table: Table,
  where: QueueWhere & { status: string },
  cap: number,
): Promise<number> {
  const limited = db
    .selectFrom(`${table} as t` as 'recharges as t')
    .select(sql<number>`1`.as('one'))
    .where(whereOf(table, where))
    .limit(cap + 1)
  const row = await db
    .selectFrom(limited.as('matched'))
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
