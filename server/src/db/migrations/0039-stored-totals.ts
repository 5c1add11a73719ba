import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * The hot reads kept flat as the ledger grows (decision 0074): what a user has received from income
 * and the platform's money per UTC day, kept by the money moves in their own transactions and filled
 * here from the ledger. The indexes the user-scoped reads need are built in 0040, concurrently.
 *
 * The fill reads the whole ledger in this migration's transaction: entries a previous version posts
 * while it runs are not in the totals (that version does not keep them), so this release is
 * deployed with the previous version stopped (decision 0074), the one exception to expanding
 * first (decision 0077). The checker's I14 names any difference.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('ledger_user_income')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    // Income received net of its reversals: the sum of the user's postings in income entries and in
    // the reversals of those entries.
    .addColumn('received', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('ledger_day_totals')
    // The UTC day of the entries: created_at / 86400.
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    // '' for the count of entries; a system account's code for what they moved on it.
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    // The entry's user modulo 16: each lane of writers keeps rows of its own, so no two wait on one.
    .addColumn('shard', 'bigint', (c) => c.notNull())
    .addColumn('entries', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_day_totals_key', ['day', 'kind', 'account', 'shard'])
    .execute()
  await fillStoredTotals(db)
}

/** Whether an entry `e` is a reversal of an income entry (`reversal:<id>`, decision 0058). */
const REVERSES_INCOME = sql`(e.kind = 'adjustment' and exists (
  select 1 from journal_entries o
  where o.id = case when e.reference like 'reversal:%' then cast(substr(e.reference, 10) as bigint) end
    and o.kind = 'income'))`

/** Fills both stored totals from the ledger (they are empty: the tables are new). */
export async function fillStoredTotals<Schema>(db: Kysely<Schema>): Promise<void> {
  await sql`
    insert into ledger_user_income (user_id, received)
    select p.user_id, sum(p.amount)
    from postings p join journal_entries e on e.id = p.entry_id
    where p.user_id is not null and (e.kind = 'income' or ${REVERSES_INCOME})
    group by p.user_id`.execute(db)
  await sql`
    insert into ledger_day_totals (day, kind, account, shard, entries, amount)
    select e.created_at / 86400, e.kind, '', coalesce(e.user_id, 0) % 16, count(*), 0
    from journal_entries e
    group by e.created_at / 86400, e.kind, coalesce(e.user_id, 0) % 16
    union all
    select e.created_at / 86400, e.kind, a.code, coalesce(e.user_id, 0) % 16, 0, sum(p.amount)
    from journal_entries e join postings p on p.entry_id = e.id join accounts a on a.id = p.account_id
    where a.is_system = 1
    group by e.created_at / 86400, e.kind, a.code, coalesce(e.user_id, 0) % 16`.execute(db)
}
