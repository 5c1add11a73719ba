import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * Home's income of the last days read from stored totals (decision 0078): what each user has
 * received from income per quarter of an hour, and the part of it that returned the price, kept by
 * the money moves in their own transactions and filled here from the ledger and the receipts. A
 * quarter, not a day: every zone's days begin on one (`portfolio-days.ts`), so each local day of the
 * chart is a sum of whole quarters, in any zone, as it was a sum of receipts.
 *
 * As in 0039, the fill reads what is there in this migration's transaction: receipts a previous
 * version posts while it runs are not counted (that version does not keep the table), so this
 * release is deployed with the previous version stopped; the checker's I14 names any difference.
 * The primary key is the only index, built with the empty table.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('ledger_user_income_quarters')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // created_at / 900 of the entries it sums.
    .addColumn('quarter', 'bigint', (c) => c.notNull())
    // The user's postings in income entries and in their reversals, as `ledger_user_income` sums them.
    .addColumn('received', 'bigint', (c) => c.notNull())
    // Of that, what returned the price: each receipt's split (decision 0053), a reversal's negated.
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_user_income_quarters_key', ['user_id', 'quarter'])
    .execute()
  await fillIncomeQuarters(db)
}

/** Of a holding's price, what its first `m` earnings return: floor(price × m / n), m held to 0…n. */
const principalAfter = (m: string) =>
  sql`(case when r.n > 0 and r.price > 0
    then r.price * (case when ${sql.raw(m)} < 0 then 0 when ${sql.raw(m)} > r.n then r.n else ${sql.raw(m)} end) / r.n
    else 0 end)`

/** Fills the quarters from the ledger (the table is empty: it is new). */
export async function fillIncomeQuarters<Schema>(db: Kysely<Schema>): Promise<void> {
  await sql`
    insert into ledger_user_income_quarters (user_id, quarter, received, principal)
    select m.user_id, m.created_at / 900, sum(m.amount), sum(m.principal)
    from (
      select p.user_id, p.created_at, p.amount,
        -- A credit returns its receipt's part of the price, a debit (a reversal) takes it back.
        case when r.entry_id is null then 0
          else (${principalAfter('r.last_index')} - ${principalAfter('r.first_index - 1')})
            * (case when p.amount < 0 then -1 else 1 end) end as principal
      from postings p join journal_entries e on e.id = p.entry_id
        left join journal_entries o on o.kind = 'income' and o.id = case
          when e.kind = 'income' then e.id
          when e.kind = 'adjustment' and e.reference like 'reversal:%' then cast(substr(e.reference, 10) as bigint)
        end
        left join (
          select g.entry_id, h.price, h.earnings_count as n, min(g.earning_index) as first_index,
            max(g.earning_index) as last_index
          from holding_earnings g join holdings h on h.id = g.holding_id
          group by g.entry_id, h.price, h.earnings_count
        ) r on r.entry_id = o.id
      where p.user_id is not null and o.id is not null
    ) m
    group by m.user_id, m.created_at / 900`.execute(db)
}
