import { sql, type Kysely, type RawBuilder } from 'kysely'
import { prepared, speaksPostgres } from '../../db/database.ts'
import type { DB } from '../../db/schema.ts'
import type { AnyStep, Step } from '../../db/steps.ts'
import { step } from '../../db/steps.ts'

/**
 * The ledger's stored totals (decision 0074), moved by the transaction that posts the entries they
 * count, so a hot read is one row (a user's income) or a few (a period's money), however long the
 * history: what a user has received from income (`ledger_user_income`), and the platform's money
 * per UTC day, kind and system account (`ledger_day_totals`). An entry is counted once, on the row
 * of its first system line, or under '' when it has none (decision 0085), so an entry writes one
 * row, not two; a (day, kind, shard)'s count is the sum of `entries` over all its rows, which reads
 * the rows written before, every count under '', the same way.
 */

const DAY = 86_400
/** Every zone's days begin on a quarter of an hour: a user's income is kept per quarter (0078). */
export const QUARTER = 900
/** As many shards as PostgreSQL has lanes of writers, by the same user: no two lanes share a row. */
export const SHARDS = 16

export const dayOf = (at: number) => Math.floor(at / DAY)
export const quarterOf = (at: number) => Math.floor(at / QUARTER)
export const shardOf = (userId: number | null) => (userId ?? 0) % SHARDS

/**
 * A row of day totals: what the entries of its day, kind and shard moved on `account` (a system
 * account's code, or '' for an entry with no system line), and how many of them it counts.
 */
export interface DayTotal {
  day: number
  kind: string
  account: string
  shard: number
  entries: number
  amount: number
}

/**
 * Adds to the day totals; one row per key (the caller sums them, each entry's count on one of its
 * rows), written in key order so two transactions take the rows' locks in the same order.
 */
export async function addToDayTotals(db: Kysely<DB>, rows: readonly DayTotal[]): Promise<void> {
  if (rows.length === 0) return
  const sorted = [...rows].sort(
    (a, b) =>
      a.day - b.day ||
      (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
      (a.account < b.account ? -1 : a.account > b.account ? 1 : 0) ||
      a.shard - b.shard,
  )
  await db
    .insertInto('ledger_day_totals')
    .values(sorted)
    .onConflict((oc) =>
      oc.columns(['day', 'kind', 'account', 'shard']).doUpdateSet({
        entries: sql`ledger_day_totals.entries + excluded.entries`,
        amount: sql`ledger_day_totals.amount + excluded.amount`,
      }),
    )
    .execute()
}

/** Adds to users' income received; one row per user (the caller sums them), in user order. */
export async function addToUserIncome(
  db: Kysely<DB>,
  rows: readonly { user_id: number; received: number }[],
): Promise<void> {
  if (rows.length === 0) return
  await db
    .insertInto('ledger_user_income')
    .values([...rows].sort((a, b) => a.user_id - b.user_id))
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ received: sql`ledger_user_income.received + excluded.received` }),
    )
    .execute()
}

export interface IncomeQuarter {
  user_id: number
  quarter: number
  received: number
  principal: number
}

/** Adds to users' income per quarter; one row per key (the caller sums them), in key order. */
export async function addToIncomeQuarters(db: Kysely<DB>, rows: readonly IncomeQuarter[]): Promise<void> {
  if (rows.length === 0) return
  await db
    .insertInto('ledger_user_income_quarters')
    .values([...rows].sort((a, b) => a.user_id - b.user_id || a.quarter - b.quarter))
    .onConflict((oc) =>
      oc.columns(['user_id', 'quarter']).doUpdateSet({
        received: sql`ledger_user_income_quarters.received + excluded.received`,
        principal: sql`ledger_user_income_quarters.principal + excluded.principal`,
      }),
    )
    .execute()
}

/**
 * A user's income received per quarter of an hour from `from` to before `to` (Unix seconds, both
 * on quarters), net of reversals, with the part that returned the price; quarters with none are
 * absent. One index range of the user's rows, however long their history.
 */
export async function listUserIncomeQuarters(db: Kysely<DB>, userId: number, from: number, to: number) {
  const rows = await db
    .selectFrom('ledger_user_income_quarters')
    .select(['quarter', 'received', 'principal'])
    .where('user_id', '=', userId)
    .where('quarter', '>=', quarterOf(from))
    .where('quarter', '<', Math.ceil(to / QUARTER))
    .orderBy('quarter')
    .execute()
  return rows.map((r) => ({
    at: Number(r.quarter) * QUARTER,
    received: Number(r.received),
    principal: Number(r.principal),
  }))
}

export interface IncomeDay {
  received: number
  principal: number
}

/**
 * A user's income received on each day of `bounds` (Unix seconds: where each day begins, then where
 * the last ends; consecutive), net of reversals, with the part that returned the price: one item a
 * day, in order, zero where none. The quarters are summed per day in the database (a quarter goes
 * to the day its start falls on; every local day begins on a quarter, so each falls wholly on one),
 * so the reply is at most one row a day however many receipts a day holds, read from the user's
 * range of the primary key (decision 0083). One statement, prepared once per connection on
 * PostgreSQL:
 * - PostgreSQL: for each day (the days' first quarters as two arrays), the sums of its range of the
 *   key; fourteen short walks of the index cost less than grouping the rows of one long walk;
 * - SQLite: the one walk of the days' range, each quarter put on its day by a `case` over the days'
 *   first quarters and grouped by it.
 */
export async function sumUserIncomeByDay(
  db: Kysely<DB>,
  userId: number,
  bounds: readonly number[],
): Promise<IncomeDay[]> {
  const days = Math.max(0, bounds.length - 1)
  if (days === 0) return []
  // The first quarter of each day: a quarter q falls on day i when bounds[i] <= q * 900 < bounds[i + 1].
  const firsts = bounds.map((at) => Math.ceil(at / QUARTER))
  const sums = Array.from({ length: days }, () => ({ received: 0, principal: 0 }))
  const put = (rows: readonly { day: number | string; received: unknown; principal: unknown }[]) => {
    for (const r of rows) {
      const sum = sums[Number(r.day)]
      if (sum) {
        sum.received = Number(r.received ?? 0)
        sum.principal = Number(r.principal ?? 0)
      }
    }
    return sums
  }
  if (speaksPostgres(db)) {
    const rows = await sql<{ day: string; received: string | null; principal: string | null }>`
      ${prepared('income-days')}select d.i - 1 as day, s.received, s.principal
      from unnest(cast(${firsts.slice(0, -1)} as bigint[]), cast(${firsts.slice(1)} as bigint[]))
          with ordinality as d (first, next, i)
        cross join lateral (
          select sum(q.received) as received, sum(q.principal) as principal
          from ledger_user_income_quarters q
          where q.user_id = ${userId} and q.quarter >= d.first and q.quarter < d.next
        ) s`.execute(db)
    return put(rows.rows)
  }
  const dayOfQuarter =
    days === 1
      ? sql<number>`0`
      : sql<number>`case ${sql.join(
          firsts.slice(1, -1).map((first, i) => sql`when quarter < ${first} then ${sql.lit(i)}`),
          sql` `,
        )} else ${sql.lit(days - 1)} end`
  const rows = await db
    .selectFrom('ledger_user_income_quarters')
    .select([
      dayOfQuarter.as('day'),
      sql<string>`sum(received)`.as('received'),
      sql<string>`sum(principal)`.as('principal'),
    ])
    .where('user_id', '=', userId)
    .where('quarter', '>=', firsts[0] ?? 0)
    .where('quarter', '<', firsts[days] ?? 0)
    .groupBy(sql`1`)
    .execute()
  return put(rows)
}

/** The user's income received, net of reversals: one row. */
export async function storedUserIncome(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_user_income')
    .select('received')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(row?.received ?? 0)
}

/**
 * The totals steps of `entriesStep` (PostgreSQL): for each entry written (a row of `source`),
 * one row under `system` on its day and shard, counting the entry and its system posting (its only
 * system line, so the count goes there, not under ''); and, for an income entry, its credit to the
 * user's income received, in all and in its quarter (with `principal`, the part of the price each
 * receipt returned, read under the source's alias). Rows are summed per key (a batch can hold two
 * users of one shard) and written in key order, as `addToDayTotals` writes them, so two
 * transactions take the rows' locks in the same order. A batch of one (`one`) has one entry, so
 * one row per table: it is written as it is, with nothing to sum or order (decision 0087).
 */
export function totalsSteps(
  source: Step<string, 'user_id' | 'amount' | 'created_at'>,
  entries: Step<string, 'id' | 'user_id'>,
  e: {
    kind: string
    system: string
    one: boolean
    principal?: (alias: string) => RawBuilder<unknown>
  },
): AnyStep[] {
  const s = (column: 'user_id' | 'amount' | 'created_at') => source.col(column, 's')
  /**
   * The rows to add: each entry's `keys` and `adds`, summed per key and in key order for many, as
   * they are for one. `keys` lead the insert's columns, then `constants`, then `adds`.
   */
  const rows = (
    keys: RawBuilder<unknown>[],
    constants: RawBuilder<unknown>[],
    adds: RawBuilder<unknown>[],
  ) => {
    const from = sql`from ${source.table} s`
    if (e.one) return sql`select ${sql.join([...keys, ...constants, ...adds])} ${from}`
    const sums = adds.map((add) => sql`sum(${add})`)
    const positions = sql.join(keys.map((_, i) => sql.lit(i + 1)))
    return sql`select ${sql.join([...keys, ...constants, ...sums])} ${from}
      group by ${positions} order by ${positions}`
  }
  const day = step(
    'day_totals',
    [],
    [source, entries],
    sql`insert into ledger_day_totals (day, shard, kind, account, entries, amount)
      ${rows(
        [sql`${s('created_at')} / ${DAY}`, sql`${s('user_id')} % ${SHARDS}`],
        [sql`${e.kind}`, sql`${e.system}`],
        [sql`1`, sql`-${s('amount')}`],
      )}
      on conflict (day, kind, account, shard) do update
        set entries = ledger_day_totals.entries + excluded.entries,
          amount = ledger_day_totals.amount + excluded.amount`,
  )
  if (e.kind !== 'income') return [day]
  const income = step(
    'income_totals',
    [],
    [source, entries],
    sql`insert into ledger_user_income (user_id, received)
      ${rows([s('user_id')], [], [s('amount')])}
      on conflict (user_id) do update set received = ledger_user_income.received + excluded.received`,
  )
  if (!e.principal) throw new Error('an income entry needs the part of the price its receipt returned')
  const principal = e.principal('s')
  const quarters = step(
    'income_quarters',
    [],
    [source, entries],
    sql`insert into ledger_user_income_quarters (user_id, quarter, received, principal)
      ${rows(
        [s('user_id'), sql`${s('created_at')} / ${sql.lit(QUARTER)}`],
        [],
        [s('amount'), sql`case when ${s('amount')} < 0 then -${principal} else ${principal} end`],
      )}
      on conflict (user_id, quarter) do update
        set received = ledger_user_income_quarters.received + excluded.received,
          principal = ledger_user_income_quarters.principal + excluded.principal`,
  )
  return [day, income, quarters]
}
