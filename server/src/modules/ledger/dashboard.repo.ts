import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** The dashboard's reads of the ledger, and the ledger check's last result. */

/** How many entries of each kind were posted from `from` on. */
export function countEntriesByKind(db: Kysely<DB>, kinds: readonly string[], from: number) {
  return db
    .selectFrom('journal_entries')
    .select(['kind', sql<number>`count(*)`.as('n')])
    .where('kind', 'in', kinds)
    .where('created_at', '>=', from)
    .groupBy('kind')
    .execute()
}

/**
 * What entries of each kind posted from `from` on moved on each system account (the platform's
 * side of every entry: the world, sales, income, fees), summed.
 */
export function sumSystemPostingsByKind(db: Kysely<DB>, kinds: readonly string[], from: number) {
  return db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as p', 'p.entry_id', 'e.id')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['e.kind', 'a.code', sql<number>`cast(sum(p.amount) as bigint)`.as('total')])
    .where('e.kind', 'in', kinds)
    .where('e.created_at', '>=', from)
    .where('a.is_system', '=', 1)
    .groupBy(['e.kind', 'a.code'])
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
