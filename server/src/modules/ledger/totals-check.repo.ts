import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from '../../db/schema.ts'
import type { IdRange } from './check-ranges.ts'
import { reversesIncome } from './postings.repo.ts'
import { QUARTER, SHARDS } from './totals.repo.ts'

/**
 * The queries of the check of the stored totals (docs/money.md I14): each sums the ledger the way
 * the moves keep the total and sets it beside the stored rows, at most `limit` that differ. Given
 * a checkpoint, each reads only what the entries after it touched (their users, their days). Each
 * statement reads a range of users, or a few days of one kind (`check-ranges.ts`).
 */

/** Users of `users` whose stored income received differs from their income postings net of reversals. */
export async function findDriftedIncome(db: Kysely<DB>, users: IdRange, limit: number) {
  const result = await sql<{ user_id: number; stored: number; ledger: number }>`
    select user_id, cast(sum(stored) as bigint) as stored, cast(sum(ledger) as bigint) as ledger
    from (
      select user_id, received as stored, 0 as ledger from ledger_user_income
      where user_id >= ${users.from} and user_id < ${users.to}
      union all
      select p.user_id, 0, p.amount
      from journal_entries e join postings p on p.entry_id = e.id
      where p.user_id >= ${users.from} and p.user_id < ${users.to} and e.kind in ('income', 'adjustment')
        and (e.kind = 'income' or ${reversesIncome})
    ) t
    group by user_id
    having sum(stored) <> sum(ledger)
    order by user_id
    limit ${limit}`.execute(db)
  return result.rows
}

/**
 * From a checkpoint: of the users with postings in the income entries and adjustments of `entries`
 * (after `afterEntry`), each counted in the range of its first such entry after the checkpoint, those
 * whose stored income received differs from all their income postings net of reversals. Reached from
 * the range's entries, then each user's postings by (user, entry): it reads the entries after the
 * checkpoint and the history of the users they touched, not every user (decision 0082).
 */
export async function findDriftedIncomeAfter(
  db: Kysely<DB>,
  entries: IdRange,
  limit: number,
  afterEntry: number,
) {
  const result = await sql<{ user_id: number; stored: number; ledger: number }>`
    select user_id, stored, ledger from (
      select t.user_id,
        coalesce((select i.received from ledger_user_income i where i.user_id = t.user_id), 0) as stored,
        coalesce((select cast(sum(p.amount) as bigint) from postings p join journal_entries e on e.id = p.entry_id
          where p.user_id = t.user_id and e.kind in ('income', 'adjustment')
            and (e.kind = 'income' or ${reversesIncome})), 0) as ledger
      from (
        select distinct p.user_id from journal_entries n join postings p on p.entry_id = n.id
        where n.id >= ${entries.from} and n.id < ${entries.to} and n.kind in ('income', 'adjustment')
          and p.user_id is not null
          and not exists (select 1 from postings m join journal_entries k on k.id = m.entry_id
            where m.user_id = p.user_id and m.entry_id > ${afterEntry} and m.entry_id < ${entries.from}
              and k.kind in ('income', 'adjustment'))
      ) t
    ) d
    where stored <> ledger
    order by user_id
    limit ${limit}`.execute(db)
  return result.rows
}

/** Days of one kind of entry: `fromDay` through `toDay` (included). */
export interface KindDays {
  kind: string
  fromDay: number
  toDay: number
}

/**
 * The days of the entries after `entryId`, per kind, to the last day of the kind's entries or
 * totals: what a check from a checkpoint sums again (0: every day of every kind). Read by the
 * (kind, time) index: the kinds one by one, each's first and last time.
 */
export async function findTouchedDays(db: Kysely<DB>, entryId = 0): Promise<KindDays[]> {
  const { rows: kinds } = await sql<{ kind: string | null }>`
    with recursive k(kind) as (
      select min(kind) from journal_entries
      union all
      select (select min(j.kind) from journal_entries j where j.kind > k.kind) from k where k.kind is not null
    )
    select kind from k where kind is not null
    union select distinct kind from ledger_day_totals`.execute(db)
  const touched: KindDays[] = []
  for (const { kind } of kinds) {
    if (kind === null) continue
    const { rows } = await sql<{
      first: number | null
      last: number | null
      stored_first: number | null
      stored_last: number | null
    }>`
      select (select min(created_at) from journal_entries where kind = ${kind} and id > ${entryId}) as first,
        (select max(created_at) from journal_entries where kind = ${kind}) as last,
        (select min(day) from ledger_day_totals where kind = ${kind}) as stored_first,
        (select max(day) from ledger_day_totals where kind = ${kind}) as stored_last`.execute(db)
    const row = rows[0]
    const day = (time: number | null | undefined) =>
      time === null || time === undefined ? undefined : Math.floor(Number(time) / 86_400)
    // From the checkpoint on, the days of the entries after it; over the whole ledger, every day
    // stored or entered.
    const stored = row?.stored_first
    const starts = [day(row?.first), entryId === 0 && stored != null ? Number(stored) : undefined]
    const fromDay = Math.min(...starts.filter((d) => d !== undefined))
    if (!Number.isFinite(fromDay)) continue
    const toDay = Math.max(day(row?.last) ?? fromDay, Number(row?.stored_last ?? fromDay))
    touched.push({ kind, fromDay, toDay })
  }
  return touched
}

/**
 * Day totals (day, kind, account, shard) of the kind's days `span` that differ from its entries and
 * system postings (read by kind and time).
 */
export async function findDriftedDayTotals(db: Kysely<DB>, span: KindDays, limit: number) {
  // `time` is a day (`unit` 1) or a time in seconds (`unit` 86 400).
  const only = (time: string, kind: string, unit: number) =>
    sql`(${sql.ref(kind)} = ${span.kind} and ${sql.ref(time)} >= ${span.fromDay * unit}
      and ${sql.ref(time)} < ${(span.toDay + 1) * unit})`
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
      -- Reached from the range's entries (not from the few system accounts' millions of postings).
      from journal_entries e join postings p on p.entry_id = e.id join accounts a on a.id = p.account_id + 0
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

/** What a quarters' statement reads: a range of users, or from a checkpoint a range of the entries after it. */
export type QuarterScope = { users: IdRange } | { entries: IdRange; afterEntry: number }

/**
 * Quarters of stored income (received, and the part that returned the price) that differ from their
 * postings in income entries and in those entries' reversals, each split as its receipt (the
 * earnings it paid, its holding's terms): of the users of `scope.users`, or, from a checkpoint, the
 * quarters of the users' income entries and adjustments in `scope.entries`, each counted in the
 * range of its first such entry after the checkpoint. The latter looks the stored quarters up by key
 * and the ledger's by (user, kind, time), not a range of users (decision 0082).
 */
export async function findDriftedIncomeQuarters(db: Kysely<DB>, scope: QuarterScope, limit: number) {
  const touched =
    'users' in scope
      ? undefined
      : sql`(select distinct n.user_id, n.created_at / ${sql.lit(QUARTER)} as quarter from journal_entries n
          where n.id >= ${scope.entries.from} and n.id < ${scope.entries.to}
            and n.kind in ('income', 'adjustment') and n.user_id is not null
            and not exists (select 1 from journal_entries m
              where m.user_id = n.user_id and m.kind in ('income', 'adjustment')
                and m.created_at >= n.created_at / ${sql.lit(QUARTER)} * ${sql.lit(QUARTER)}
                and m.created_at < (n.created_at / ${sql.lit(QUARTER)} + 1) * ${sql.lit(QUARTER)}
                and m.id > ${scope.afterEntry} and m.id < ${scope.entries.from}))`
  // The stored quarters: of the range of users, or each touched quarter looked up by its key.
  const stored =
    'users' in scope
      ? sql`select q.user_id, q.quarter, q.received as stored_received, 0 as received,
          q.principal as stored_principal, 0 as principal
        from ledger_user_income_quarters q
        where q.user_id >= ${scope.users.from} and q.user_id < ${scope.users.to}`
      : sql`select t.user_id, t.quarter,
          coalesce((select q.received from ledger_user_income_quarters q
            where q.user_id = t.user_id and q.quarter = t.quarter), 0) as stored_received, 0 as received,
          coalesce((select q.principal from ledger_user_income_quarters q
            where q.user_id = t.user_id and q.quarter = t.quarter), 0) as stored_principal, 0 as principal
        from ${touched} t`
  const postingsOf =
    'users' in scope
      ? sql`p.user_id >= ${scope.users.from} and p.user_id < ${scope.users.to}`
      : sql`p.user_id = e.user_id`
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
      ${stored}
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
        where ${postingsOf} and e.kind in ('income', 'adjustment')
        group by p.id, p.user_id, p.created_at, p.amount, h.price, h.earnings_count
      ) r
    ) t
    group by user_id, quarter
    having sum(stored_received) <> sum(received) or sum(stored_principal) <> sum(principal)
    order by user_id, quarter
    limit ${limit}`.execute(db)
  return result.rows
}
