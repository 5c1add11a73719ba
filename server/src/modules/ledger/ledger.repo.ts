import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** Completed recharges of a user: the sum the ledger credited to their balance by recharge entries. */
export async function sumRechargeCredits(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as p', 'p.entry_id', 'e.id')
    .select(sql<number>`cast(coalesce(sum(p.amount), 0) as bigint)`.as('total'))
    .where('e.user_id', '=', userId)
    .where('e.kind', '=', 'recharge')
    .where('p.user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return row.total
}
