import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from '../../db/schema.ts'
import type { IdRange } from './check-ranges.ts'
import { reversesIncome } from './postings.repo.ts'
import { QUARTER, SHARDS } from './totals.repo.ts'

/**
 * The queries of the check of the stored totals (docs/money.md I14): each sums the ledger the way
 * the moves keep the total and sets it beside the stored rows, at most `limit` that differ (the
 * day totals: the ledger's sums of a range of entries, and the stored rows of the days it reached,
 * read by `day-totals-check.repo.ts`, set side by side by `day-totals-check.service.ts`). Given a
 * checkpoint, each reads only what the entries after it touched (their users, their days). Each
 * statement reads a range of users or of entries, a few days of one kind, or a few days' stored
 * rows (`check-ranges.ts`).
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

/**
 * A row of day totals as the check compares them: its key, and what it counts (entries, for
 * account '': all the entries of its day, kind and shard) or moved (amount, for a system account).
 * The stored rows are read folded into this form (`day-totals-check.repo.ts`), wherever their
 * count was kept.
 */
export interface DayTotalRow {
  day: number
  kind: string
  account: string
  shard: number
  entries: number
  amount: number
}

/** Rows of day totals with their numbers read as numbers. */
export const dayTotalRows = (rows: readonly DayTotalRow[]): DayTotalRow[] =>
  rows.map((r) => ({
    day: Number(r.day),
    kind: r.kind,
    account: r.account,
    shard: Number(r.shard),
    entries: Number(r.entries),
    amount: Number(r.amount),
  }))

/** The system accounts (a few; they carry no user), by id: their codes. */
export async function findSystemAccounts(db: Kysely<DB>): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'code'])
    .where('user_id', 'is', null)
    .where('is_system', '=', 1)
    .execute()
  return new Map(rows.map((r) => [Number(r.id), r.code]))
}

/**
 * What the entries of `entries` count and move, as the day totals keep it (decision 0084): per
 * (day, kind, shard) the entries (account ''), per (day, kind, system account, shard) the sum of
 * their postings on it (`system`: the system accounts' codes by id). With `fromDay`, only the
 * entries of that day and after. Reads the range's entries by id and their postings by entry id:
 * contiguous rows of both tables, as I1 reads them, never a system account's postings by account.
 */
export async function sumDayTotalsOfEntries(
  db: Kysely<DB>,
  entries: IdRange,
  system: ReadonlyMap<number, string>,
  fromDay?: number,
): Promise<DayTotalRow[]> {
  const from = fromDay === undefined ? sql`` : sql`and e.created_at >= ${fromDay * 86_400}`
  const ids = [...system.keys()]
  // The entries' count comes as account 0 (no account has that id).
  const postings =
    ids.length === 0
      ? sql``
      : sql`union all
      select e.created_at / 86400, e.kind, p.account_id, coalesce(e.user_id, 0) % ${SHARDS}, 0, p.amount
      from postings p join journal_entries e on e.id = p.entry_id
      where p.entry_id >= ${entries.from} and p.entry_id < ${entries.to}
        and e.id >= ${entries.from} and e.id < ${entries.to} ${from}
        and p.account_id + 0 in (${sql.join(ids)})`
  const result = await sql<{
    day: number
    kind: string
    account: number
    shard: number
    entries: number
    amount: number
  }>`
    select day, kind, account, shard, cast(sum(entries) as bigint) as entries,
      cast(sum(amount) as bigint) as amount
    from (
      select e.created_at / 86400 as day, e.kind, 0 as account, coalesce(e.user_id, 0) % ${SHARDS} as shard,
        1 as entries, 0 as amount
      from journal_entries e
      where e.id >= ${entries.from} and e.id < ${entries.to} ${from}
      ${postings}
    ) t
    group by day, kind, account, shard`.execute(db)
  return dayTotalRows(
    result.rows.map((r) => ({
      ...r,
      account: Number(r.account) === 0 ? '' : (system.get(Number(r.account)) ?? ''),
    })),
  )
}

/** The earliest time of the entries of `entries` (null when it has none). */
export async function findFirstTimeOf(db: Kysely<DB>, entries: IdRange): Promise<number | null> {
  const { rows } = await sql<{ first: number | null }>`
    select min(created_at) as first from journal_entries
    where id >= ${entries.from} and id < ${entries.to}`.execute(db)
  const first = rows[0]?.first
  return first === null || first === undefined ? null : Number(first)
}

/** The kinds of the entries, each with its latest time: one walk of the (kind, time) index a kind. */
export async function findKinds(db: Kysely<DB>): Promise<{ kind: string; last: number }[]> {
  const { rows } = await sql<{ kind: string | null }>`
    with recursive k(kind) as (
      select min(kind) from journal_entries
      union all
      select (select min(j.kind) from journal_entries j where j.kind > k.kind) from k where k.kind is not null
    )
    select kind from k where kind is not null`.execute(db)
  const kinds: { kind: string; last: number }[] = []
  for (const { kind } of rows) {
    if (kind === null) continue
    const { rows: last } = await sql<{ last: number | null }>`
      select max(created_at) as last from journal_entries where kind = ${kind}`.execute(db)
    kinds.push({ kind, last: Number(last[0]?.last ?? 0) })
  }
  return kinds
}

/**
 * The lowest id of the entries of one kind made in `fromDay` through `toDay` (null when none), read
 * by the (kind, time) index: `id + 0`, or the planner walks the primary key from the first entry.
 */
export async function findFirstEntryOfDays(db: Kysely<DB>, span: KindDays): Promise<number | null> {
  const { rows } = await sql<{ id: number | null }>`
    select min(id + 0) as id from journal_entries
    where kind = ${span.kind} and created_at >= ${span.fromDay * 86_400}
      and created_at < ${(span.toDay + 1) * 86_400}`.execute(db)
  const id = rows[0]?.id
  return id === null || id === undefined ? null : Number(id)
}

/** Days of one kind of entry: `fromDay` through `toDay` (included). */
export interface KindDays {
  kind: string
  fromDay: number
  toDay: number
}

/** Of a receipt's holding price, what its first `m` earnings return: floor(price × m / n), m held to 0…n (0053). */
const principalAfter = (m: RawBuilder<unknown>) =>
  sql`(case when r.n > 0 and r.price > 0
    then r.price * (case when ${m} < 0 then 0 when ${m} > r.n then r.n else ${m} end) / r.n else 0 end)`

/** What a quarters' statement reads: a range of users, or from a checkpoint a range of the entries after it. */
export type QuarterScope = { users: IdRange } | { entries: IdRange; afterEntry: number }

/** A user's quarter of an hour of income as stored and as the ledger sums it (I14). */
export interface DriftedQuarter {
  user_id: number
  quarter: number
  stored_received: number
  received: number
  stored_principal: number
  principal: number
}

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
  const result = await sql<DriftedQuarter>`
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
