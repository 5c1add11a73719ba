import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { reversesIncome } from './postings.repo.ts'
import { SHARDS } from './totals.repo.ts'

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
