import { sql, type Insertable, type Kysely } from 'kysely'
import type { HoldingFilter } from '@app/contracts'
import { prepared, type Dialect } from '../../db/database.ts'
import type { DB, HoldingsTable } from '../../db/schema.ts'
import type { IdRange } from '../ledger/index.ts'
import { step, type Step } from '../../db/steps.ts'

/**
 * The `holdings` table: what each purchase bought, with the terms copied at purchase time. This
 * module owns it; the others (buying, orders, the console) call these functions.
 */

export type HoldingRow = Omit<HoldingsTable, 'id' | 'due_told' | 'ended_at'> & {
  id: number
  due_told: number
  ended_at: number | null
}

/** Records a new holding; returns its id. */
export async function insertHolding(db: Kysely<DB>, holding: Insertable<HoldingsTable>): Promise<number> {
  const row = await db.insertInto('holdings').values(holding).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Many new holdings at once (a batch on SQLite, decision 0049); returns each one's id by its entry. */
export async function insertHoldings(
  db: Kysely<DB>,
  holdings: readonly Insertable<HoldingsTable>[],
): Promise<Map<number, number>> {
  if (holdings.length === 0) return new Map()
  const rows = await db.insertInto('holdings').values(holdings).returning(['id', 'entry_id']).execute()
  return new Map(rows.map((row) => [row.entry_id, row.id]))
}

/** The columns a step must have for `holdingsStep` to make a holding of each of its rows. */
export type HoldingSourceColumns =
  | 'user_id'
  | 'product_id'
  | 'product_name'
  | 'price'
  | 'earning_amount'
  | 'earnings_count'
  | 'claim_period_seconds'
  | 'profit_rule'
  | 'min_vip'
  | 'purchase_limit'
  | 'pay_wallet'
  | 'purchased_at'
  | 'ends_at'

/**
 * The holdings' step of a money move written as one statement (PostgreSQL): a holding for each
 * entry `entries` wrote, with the terms of its user's row of `source` (one row per user), nothing
 * collected yet. Yields each holding's `id` and `user_id`.
 */
export function holdingsStep(
  entries: Step<string, 'id' | 'user_id'>,
  source: Step<string, HoldingSourceColumns>,
  one: boolean,
) {
  const s = (column: HoldingSourceColumns) => source.col(column, 's')
  // One (a batch of one): the source's row is its entry's only one, so the entry's id is read, not
  // joined by user.
  const entryId = one ? sql`(select e.id from ${entries.table} e)` : entries.col('id', 'e')
  const from = one
    ? sql`${source.table} s`
    : sql`${entries.table} e join ${source.table} s on ${s('user_id')} = ${entries.col('user_id', 'e')}`
  return step(
    'holdings_made',
    ['id', 'user_id'],
    [entries, source],
    sql`insert into holdings (user_id, product_id, product_name, price, earning_amount, earnings_count,
        claim_period_seconds, profit_rule, min_vip, purchase_limit, pay_wallet, purchased_at, ends_at,
        collected_count, collected_amount, frozen, entry_id)
      select ${sql.join(holdingSourceColumns.map(s))}, 0, 0, 0, ${entryId}
      from ${from}
      returning id, user_id`,
  )
}

const holdingSourceColumns: readonly HoldingSourceColumns[] = [
  'user_id',
  'product_id',
  'product_name',
  'price',
  'earning_amount',
  'earnings_count',
  'claim_period_seconds',
  'profit_rule',
  'min_vip',
  'purchase_limit',
  'pay_wallet',
  'purchased_at',
  'ends_at',
]

/** How many holdings each product has (products with none are absent), or those of `productId` only. */
export async function countHoldingsByProduct(
  db: Kysely<DB>,
  productId?: number,
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('holdings')
    .select(['product_id', sql<number>`count(*)`.as('n')])
    .groupBy('product_id')
  if (productId !== undefined) query = query.where('product_id', '=', productId)
  const rows = await query.execute()
  return new Map(rows.map((r) => [r.product_id, Number(r.n)]))
}

export function findHolding(db: Kysely<DB>, id: number): Promise<HoldingRow | undefined> {
  return db.selectFrom('holdings').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * These holdings, each only if it is the named user's (a batch's receipts): one statement. Many are
 * read by their ids alone and kept where the owner is the one named: `id = any(ids)` can walk the
 * primary key on any plan, the one a receipts' batch runs on (made once, for any ids: decision
 * 0094) as much as one made for these values, where a join with the arrays, guessed at ten rows
 * whatever they hold, may be planned as a scan of every holding.
 */
export async function findUsersHoldings(
  db: Kysely<DB>,
  dialect: Dialect,
  wanted: readonly { userId: number; holdingId: number }[],
): Promise<HoldingRow[]> {
  const [one] = wanted
  if (dialect === 'postgres' && wanted.length === 1 && one)
    // One holding (a batch of one) by its key: a statement of its own, planned for one row.
    return db
      .selectFrom('holdings')
      .selectAll()
      .where('id', '=', one.holdingId)
      .where('user_id', '=', one.userId)
      .modifyEnd(prepared('holding-of-user'))
      .execute()
  if (wanted.length === 0) return []
  const ids = wanted.map((w) => w.holdingId)
  const rows =
    dialect === 'postgres'
      ? (
          await sql<HoldingRow>`select h.* from holdings h where h.id = any(cast(${ids} as bigint[]))
            ${prepared('holdings-by-ids')}`.execute(db)
        ).rows
      : await db.selectFrom('holdings').selectAll().where('id', 'in', ids).execute()
  return rows.filter((h) => wanted.some((w) => w.holdingId === h.id && w.userId === h.user_id))
}

export interface HoldingPageQuery {
  userId: number
  filter: HoldingFilter
  cursor: number | undefined
  /** Running and expired are decided by the end of the schedule against this moment. */
  now: number
  limit: number
}

/** A user's holdings under a filter, newest first by keyset on id. */
export function listUserHoldings(db: Kysely<DB>, q: HoldingPageQuery): Promise<HoldingRow[]> {
  let query = db
    .selectFrom('holdings')
    .selectAll()
    .where('user_id', '=', q.userId)
    .orderBy('id', 'desc')
    .limit(q.limit)
  if (q.cursor !== undefined) query = query.where('id', '<', q.cursor)
  // An ended holding (its purchase or a receipt reversed) is frozen for good and shows as expired.
  if (q.filter === 'frozen') query = query.where('frozen', '=', 1).where('ended_at', 'is', null)
  if (q.filter === 'running') query = query.where('frozen', '=', 0).where('ends_at', '>', q.now)
  if (q.filter === 'expired')
    query = query.where((eb) =>
      eb.or([eb.and([eb('frozen', '=', 0), eb('ends_at', '<=', q.now)]), eb('ended_at', 'is not', null)]),
    )
  return query.execute()
}

/** A user's latest holdings, newest first. */
export function listLatestHoldings(db: Kysely<DB>, userId: number, limit: number): Promise<HoldingRow[]> {
  return db
    .selectFrom('holdings')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/**
 * A user's holdings that still matter to their portfolio: the schedule has not ended, or income is
 * still to be received (not frozen, fewer earnings collected than it has). Oldest first.
 */
export function listOpenHoldings(db: Kysely<DB>, userId: number, now: number): Promise<HoldingRow[]> {
  return db
    .selectFrom('holdings')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('ends_at', '>', now),
        eb.and([eb('frozen', '=', 0), eb('collected_count', '<', eb.ref('earnings_count'))]),
      ]),
    )
    .orderBy('id', 'asc')
    .execute()
}

/** The terms and progress of every holding of a user that has received something: what income has paid. */
export function listUserCollected(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('holdings')
    .select(['price', 'earning_amount', 'earnings_count', 'collected_count'])
    .where('user_id', '=', userId)
    .where('collected_count', '>', 0)
    .execute()
}

/** The user's holdings bought by these ledger entries (their purchases), with what names them. */
export function findUserHoldingsByEntries(db: Kysely<DB>, userId: number, entryIds: readonly number[]) {
  if (entryIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('holdings')
    .select(['id', 'entry_id', 'product_id', 'product_name'])
    .where('user_id', '=', userId)
    .where('entry_id', 'in', [...new Set(entryIds)])
    .execute()
}

/** A user's purchases as orders, newest first by keyset on id. */
export function listUserPurchases(db: Kysely<DB>, userId: number, cursor: number | undefined, limit: number) {
  let query = db
    .selectFrom('holdings')
    .select([
      'id',
      'product_id',
      'product_name',
      'price',
      'pay_wallet',
      'purchased_at',
      'frozen',
      'ends_at',
      'ended_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
  if (cursor !== undefined) query = query.where('id', '<', cursor)
  return query.execute()
}

export type PurchaseRow = Awaited<ReturnType<typeof listUserPurchases>>[number]

/** The holding a purchase entry made, if any. */
export function findHoldingOfPurchase(db: Kysely<DB>, entryId: number) {
  return db
    .selectFrom('holdings')
    .select(['id', 'ended_at'])
    .where('entry_id', '=', entryId)
    .executeTakeFirst()
}

/**
 * Ends a holding for good: frozen (nothing more is received or told due), its schedule cut at `now`,
 * and `ended_at` set so it is never unfrozen. Once; false if it had already ended.
 */
export async function endHolding(db: Kysely<DB>, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('holdings')
    .set((eb) => ({
      frozen: 1,
      ended_at: now,
      ends_at: eb.case().when('ends_at', '>', now).then(now).else(eb.ref('ends_at')).end(),
    }))
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

export async function updateHoldingFrozen(db: Kysely<DB>, id: number, frozen: 0 | 1): Promise<void> {
  await db.updateTable('holdings').set({ frozen }).where('id', '=', id).execute()
}

/**
 * Advances many holdings' collected count and amount at once (a batch on SQLite, decision 0050),
 * each only if it is still its user's, unfrozen, at the count read. Returns the ids of those that
 * moved; one missing moved first.
 */
export async function advanceManyCollected(
  db: Kysely<DB>,
  advances: readonly {
    holdingId: number
    userId: number
    countRead: number
    count: number
    amount: number
  }[],
): Promise<Set<number>> {
  if (advances.length === 0) return new Set()
  const moved = await sql<{ id: number }>`
    update holdings set collected_count = holdings.collected_count + (a.value ->> 'count'),
      collected_amount = holdings.collected_amount + (a.value ->> 'amount')
    from json_each(${JSON.stringify(advances)}) as a
    where holdings.id = (a.value ->> 'holdingId') and holdings.user_id = (a.value ->> 'userId')
      and holdings.collected_count = (a.value ->> 'countRead') and holdings.frozen = 0
    returning holdings.id`.execute(db)
  return new Set(moved.rows.map((row) => row.id))
}

// The queries of income's invariant checks.

/** Users holding more of a product than its purchase limit allows. */
export function findOverLimitHoldings(db: Kysely<DB>, users: IdRange, limit: number) {
  return db
    .selectFrom('holdings')
    .select([
      'user_id',
      'product_id',
      sql<number>`count(*)`.as('n'),
      sql<number>`min(purchase_limit)`.as('lim'),
    ])
    .where('user_id', '>=', users.from)
    .where('user_id', '<', users.to)
    .groupBy(['user_id', 'product_id'])
    .having(sql`count(*)`, '>', sql`min(purchase_limit)`)
    .limit(limit)
    .execute()
}

/** The price, paying entry, terms and progress of the holdings of `range`, for the checks. */
export function listHoldingFacts(db: Kysely<DB>, range: IdRange) {
  return db
    .selectFrom('holdings')
    .select([
      'id',
      'price',
      'entry_id',
      'earning_amount',
      'earnings_count',
      'claim_period_seconds',
      'profit_rule',
      'purchased_at',
      'collected_count',
      'ended_at',
    ])
    .where('id', '>=', range.from)
    .where('id', '<', range.to)
    .orderBy('id')
    .execute()
}
