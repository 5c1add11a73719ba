import { sql, type Kysely } from 'kysely'
import { prepared } from '../../db/database.ts'
import type { DB } from '../../db/schema.ts'
import { entryInStatement } from '../ledger/ledger.repo.ts'
import type { Earning } from './schedule.ts'

/**
 * An income receipt's writes as one statement, for PostgreSQL (data-modifying CTEs; decision 0045):
 * the holding's conditional advance, the revenue credit, the entry and its two postings (the
 * ledger's steps, from its repo) and the earnings' rows. The earnings go as arrays, so the
 * statement's text is the same for any number of them and is prepared once per connection.
 */
export interface OneStatementReceipt {
  holding: { id: number; user_id: number; collected_count: number; product_name: string }
  pending: Earning[]
  amount: number
  reference: string
  now: number
}

/**
 * Writes the receipt, only if the holding is still unfrozen at the collected count read; returns
 * the entry's id, or null when the holding moved first (nothing is written then).
 */
export async function collectInOneStatement(tx: Kysely<DB>, r: OneStatementReceipt): Promise<number | null> {
  const { holding: h, now, amount } = r
  const ledger = entryInStatement({
    when: sql`exists (select 1 from advance)`,
    account: `user:${h.user_id}:revenue`,
    amount,
    system: 'system:income',
    kind: 'income',
    reference: r.reference,
    userId: h.user_id,
    actor: `user:${h.user_id}`,
    reason: `income of ${h.product_name}`,
    now,
  })
  const result = await sql<{ advanced: boolean; entry_id: number | null }>`${prepared('receive')}
    with advance as (
      update holdings set collected_count = collected_count + ${r.pending.length}::bigint,
        collected_amount = collected_amount + ${amount}::bigint
      where id = ${h.id} and collected_count = ${h.collected_count}::bigint and frozen = 0
      returning id
    ), ${ledger}, earned as (
      insert into holding_earnings (holding_id, user_id, earning_index, amount, due_at, collected_at, entry_id)
      select ${h.id}::bigint, ${h.user_id}::bigint, e.earning_index, e.amount, e.due_at, ${now}::bigint, entry.id
      from entry, unnest(${r.pending.map((e) => e.index)}::bigint[], ${r.pending.map((e) => e.amount)}::bigint[],
        ${r.pending.map((e) => e.dueAt)}::bigint[]) as e(earning_index, amount, due_at)
    )
    select exists (select 1 from advance) as advanced, (select id from entry) as entry_id`.execute(tx)
  const row = result.rows[0]
  if (!row?.advanced) return null
  if (row.entry_id === null) throw new Error(`no revenue account for user ${h.user_id}`)
  return row.entry_id
}
