import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** The dashboard's reads of the ledger, and the ledger check's last result. */

/**
 * The stored day totals (decision 0074) of entries of these kinds from the UTC day of `from` on,
 * by kind and account: under a system account's code what they moved on it, and on each row how
 * many entries it counts; a kind's entries are the sum over all its accounts, '' included (each
 * entry is counted once, on its first system account's row or under '', decision 0085). A few rows
 * a day, however many entries.
 */
export function sumDayTotals(db: Kysely<DB>, kinds: readonly string[], from: number) {
  return db
    .selectFrom('ledger_day_totals')
    .select([
      'kind',
      'account',
      sql<number>`cast(sum(entries) as bigint)`.as('entries'),
      sql<number>`cast(sum(amount) as bigint)`.as('amount'),
    ])
    .where('kind', 'in', kinds)
    .where('day', '>=', Math.floor(from / 86_400))
    .groupBy(['kind', 'account'])
    .execute()
}

export interface LastCheckRow {
  checked_at: number
  ok: number
  failed: string
  operator_id: number | null
}

/** Keeps a run of the ledger check as the newest one. */
export async function saveLastCheck(db: Kysely<DB>, row: LastCheckRow): Promise<void> {
  await db
    .insertInto('ledger_check_last')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute()
}

/** The newest run, with the username of the operator who ran it (null: the command line). */
export function findLastCheck(db: Kysely<DB>) {
  return db
    .selectFrom('ledger_check_last as l')
    .leftJoin('operators as o', 'o.id', 'l.operator_id')
    .select(['l.checked_at', 'l.ok', 'l.failed', 'o.username'])
    .where('l.id', '=', 1)
    .executeTakeFirst()
}
