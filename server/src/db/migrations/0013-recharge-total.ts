import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * Each user's completed recharges, net of their reversals, kept on the user by the transactions that
 * change it (a confirmed recharge, a reversal of one), so the VIP level a purchase checks is one row
 * read, however long the user's history. Filled here from the ledger; the ledger check (I8) compares
 * the two.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('recharge_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await fillRechargeTotals(db)
}

/** Sets every user's stored recharge total from the ledger: completed recharges net of reversals. */
export async function fillRechargeTotals<Schema>(db: Kysely<Schema>): Promise<void> {
  await sql`
    update users set recharge_total = (
      select coalesce(sum(p.amount), 0)
      from journal_entries e join postings p on p.entry_id = e.id
      where e.user_id = users.id and p.user_id = users.id
        and (e.kind = 'recharge' or e.reference in (
          select 'reversal:' || cast(r.id as text) from journal_entries r
          where r.user_id = users.id and r.kind = 'recharge'))
    )`.execute(db)
}
