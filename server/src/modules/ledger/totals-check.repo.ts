import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { reversesIncome } from './postings.repo.ts'
import { QUARTER, SHARDS } from './totals.repo.ts'

/**
 * The queries of the check of the stored totals (docs/money.md I14): each sums the ledger the way
 * the moves keep the total and sets it beside the stored rows, at most `limit` that differ. Given
 * a checkpoint, each reads only what the entries after it touched (their users, their days).
 */

/**
 * Users whose stored income received differs from their income postings net of reversals; with
 * `afterEntry`, only the users of income entries or adjustments after it.
 */
export async function findDriftedIncome(db: Kysely<DB>, limit: number, afterEntry?: number) {
  const touched = (column: string) =>
    afterEntry === undefined
      ? sql`true`
      : sql`${sql.ref(column)} in (select n.user_id from journal_entries n
          where n.id > ${afterEntry} and n.kind in ('income', 'adjustment'))`
  const result = await sql<{ user_id: number; stored: number; ledger: number }>`
    select user_id, cast(sum(stored) as bigint) as stored, cast(sum(ledger) as bigint) as ledger
    from (
      select user_id, received as stored, 0 as ledger from ledger_user_income where ${touched('user_id')}
      union all
      select p.user_id, 0, p.amount
      from journal_entries e join postings p on p.entry_id = e.id
      where p.user_id is not null and e.kind in ('income', 'adjustment')
        and (e.kind = 'income' or ${reversesIncome}) and ${touched('e.user_id')}
    ) t
    group by user_id
    having sum(stored) <> sum(ledger)
    order by user_id
    limit ${limit}`.execute(db)
  return result.rows
}

/** The days and kinds of the entries after `entryId`: what a check from a checkpoint sums again. */
export async function findTouchedDays(db: Kysely<DB>, entryId: number) {
  const rows = await db
    .selectFrom('journal_entries')
    .select(['kind', sql<number>`min(created_at)`.as('first')])
    .where('id', '>', entryId)
    .groupBy('kind')
    .execute()
  return rows.map((r) => ({ kind: r.kind, fromDay: Math.floor(Number(r.first) / 86_400) }))
}

/**
 * Day totals (day, kind, account, shard) that differ from the entries and system postings; with
 * `touched`, only those of each kind from its day on (read by kind and time).
 */
export async function findDriftedDayTotals(
  db: Kysely<DB>,
  limit: number,
  touched?: readonly { kind: string; fromDay: number }[],
) {
  if (touched?.length === 0) return []
  // `time` is a day (`unit` 1) or a time in seconds (`unit` 86 400).
  const only = (time: string, kind: string, unit: number) =>
    touched === undefined
      ? sql`true`
      : sql`(${sql.join(
          touched.map((t) => sql`(${sql.ref(kind)} = ${t.kind} and ${sql.ref(time)} >= ${t.fromDay * unit})`),
          sql` or `,
        )})`
  const result = await sql<{
    day: number
    kind: string
    account: string
    shard: number
    stored_entries: number
    entries: number
    stored_amount: number
    amount: number
  }>`
    select day, kind, account, shard,
      cast(sum(stored_entries) as bigint) as stored_entries, cast(sum(entries) as bigint) as entries,
      cast(sum(stored_amount) as bigint) as stored_amount, cast(sum(amount) as bigint) as amount
    from (
      select day, kind, account, shard, entries as stored_entries, 0 as entries,
        amount as stored_amount, 0 as amount
      from ledger_day_totals where ${only('day', 'kind', 1)}
      union all
      select e.created_at / 86400, e.kind, '', coalesce(e.user_id, 0) % ${SHARDS}, 0, 1, 0, 0
      from journal_entries e where ${only('e.created_at', 'e.kind', 86_400)}
      union all
      select e.created_at / 86400, e.kind, a.code, coalesce(e.user_id, 0) % ${SHARDS}, 0, 0, 0, p.amount
      from journal_entries e join postings p on p.entry_id = e.id join accounts a on a.id = p.account_id
      where a.is_system = 1 and ${only('e.created_at', 'e.kind', 86_400)}
    ) t
    group by day, kind, account, shard
    having sum(stored_entries) <> sum(entries) or sum(stored_amount) <> sum(amount)
    order by day, kind, account, shard
    limit ${limit}`.execute(db)
  return result.rows
}

/** Of a receipt's holding price, what its first `m` earnings return: floor(price × m / n), m held to 0…n (0053). */
const principalAfter = (m: RawBuilder<unknown>) =>
  sql`(case when r.n > 0 and r.price > 0
    then r.price * (case when ${m} < 0 then 0 when ${m} > r.n then r.n else ${m} end) / r.n else 0 end)`

/**
 * Users' quarters of stored income (received, and the part that returned the price) that differ
 * from their postings in income entries and in those entries' reversals, each split as its receipt
 * (the earnings it paid, its holding's terms); with `afterEntry`, only the quarters of the users'
 * income entries and adjustments after it.
 */
export async function findDriftedIncomeQuarters(db: Kysely<DB>, limit: number, afterEntry?: number) {
  const touched =
    afterEntry === undefined
      ? undefined
      : sql`(select distinct n.user_id, n.created_at / ${sql.lit(QUARTER)} as quarter from journal_entries n
          where n.id > ${afterEntry} and n.kind in ('income', 'adjustment') and n.user_id is not null)`
  const result = await sql<{
    user_id: number
    quarter: number
    stored_received: number
    received: number
    stored_principal: number
    principal: number
  }>`
    select user_id, quarter,
      cast(sum(stored_received) as bigint) as stored_received, cast(sum(received) as bigint) as received,
      cast(sum(stored_principal) as bigint) as stored_principal, cast(sum(principal) as bigint) as principal
    from (
      select q.user_id, q.quarter, q.received as stored_received, 0 as received,
        q.principal as stored_principal, 0 as principal
      from ledger_user_income_quarters q
        ${touched ? sql`join ${touched} t on t.user_id = q.user_id and t.quarter = q.quarter` : sql``}
      union all
      select r.user_id, r.created_at / ${sql.lit(QUARTER)}, 0, r.amount, 0,
        case when r.first_index is null then 0
          else (${principalAfter(sql`r.last_index`)} - ${principalAfter(sql`r.first_index - 1`)})
            * (case when r.amount < 0 then -1 else 1 end) end
      from (
        -- Each posting with the receipt it pays or takes back: its holding's terms, its earnings' range.
        select p.id, p.user_id, p.created_at, p.amount, h.price, h.earnings_count as n,
          min(g.earning_index) as first_index, max(g.earning_index) as last_index
        from journal_entries e
          ${
            touched
              ? sql`join ${touched} t on t.user_id = e.user_id and e.created_at >= t.quarter * ${sql.lit(QUARTER)}
                  and e.created_at < (t.quarter + 1) * ${sql.lit(QUARTER)}`
              : sql``
          }
          join postings p on p.entry_id = e.id
          join journal_entries o on o.kind = 'income' and o.id = case
            when e.kind = 'income' then e.id
            when e.reference like 'reversal:%' then cast(substr(e.reference, 10) as bigint)
          end
          left join holding_earnings g on g.user_id = o.user_id and g.entry_id = o.id
          left join holdings h on h.id = g.holding_id
        where p.user_id is not null and e.kind in ('income', 'adjustment')
        group by p.id, p.user_id, p.created_at, p.amount, h.price, h.earnings_count
      ) r
    ) t
    group by user_id, quarter
    having sum(stored_received) <> sum(received) or sum(stored_principal) <> sum(principal)
    order by user_id, quarter
    limit ${limit}`.execute(db)
  return result.rows
}
