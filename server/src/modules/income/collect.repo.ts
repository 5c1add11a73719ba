import { sql, type Kysely } from 'kysely'
import { prepared } from '../../db/database.ts'
import type { DB } from '../../db/schema.ts'
import { step, withSteps } from '../../db/steps.ts'
import { entriesStep, entryInStatement } from '../ledger/ledger.repo.ts'
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

/** One holding's receipt in a batch (one holding per user): as `OneStatementReceipt`. */
export type BatchedReceipt = OneStatementReceipt

/**
 * Many users' receipts in one statement (PostgreSQL, a batch: decision 0048), at most one per
 * user, in the order given: each holding advances only if still unfrozen at the collected count
 * read, and only an advanced one gets its credit, entry, postings and earnings. Answers, for each,
 * the entry's id, or null when the holding moved first (nothing of it written).
 */
export async function collectManyInOneStatement(
  tx: Kysely<DB>,
  receipts: readonly BatchedReceipt[],
): Promise<{ advanced: boolean; entry_id: number | null }[]> {
  const column = <T>(of: (r: BatchedReceipt) => T) => receipts.map(of)
  const earnings = receipts.flatMap((r) => r.pending.map((e) => ({ holdingId: r.holding.id, ...e })))
  const asked = step(
    'asked',
    ['holding_id', 'user_id', 'collected_read', 'earned', 'amount', 'reference', 'reason', 'now', 'ord'],
    [],
    sql`select * from unnest(cast(${column((r) => r.holding.id)} as bigint[]),
        cast(${column((r) => r.holding.user_id)} as bigint[]),
        cast(${column((r) => r.holding.collected_count)} as bigint[]),
        cast(${column((r) => r.pending.length)} as bigint[]), cast(${column((r) => r.amount)} as bigint[]),
        cast(${column((r) => r.reference)} as text[]),
        cast(${column((r) => `income of ${r.holding.product_name}`)} as text[]),
        cast(${column((r) => r.now)} as bigint[])) with ordinality
        as asked (holding_id, user_id, collected_read, earned, amount, reference, reason, now, ord)`,
  )
  // Locked in the order of their ids, as every batch locks them (no circle of waits).
  const locks = step(
    'holding_locks',
    ['id'],
    [asked],
    sql`select h.id from holdings h where h.id in (select holding_id from ${asked.table})
      order by h.id for no key update`,
  )
  const advanced = step(
    'advanced',
    ['holding_id'],
    [asked, locks],
    sql`update holdings h set collected_count = h.collected_count + a.earned,
        collected_amount = h.collected_amount + a.amount
      from ${asked.table} a join ${locks.table} l on l.id = a.holding_id
      where h.id = a.holding_id and h.user_id = a.user_id and h.collected_count = a.collected_read
        and h.frozen = 0
      returning h.id as holding_id`,
  )
  const credits = step(
    'credits',
    ['user_id', 'account_id', 'amount', 'reference', 'reason', 'created_at', 'holding_id'],
    [asked, advanced],
    sql`select a.user_id, r.id as account_id, a.amount, a.reference, a.reason, a.now as created_at,
        a.holding_id
      from ${advanced.table} v join ${asked.table} a on a.holding_id = v.holding_id
        join accounts r on r.user_id = a.user_id and r.kind = 'revenue'`,
  )
  const { entries, lines } = entriesStep(credits, {
    kind: 'income',
    system: 'system:income',
    accountsLocked: false,
  })
  const earned = step(
    'earned',
    [],
    [credits, entries],
    sql`insert into holding_earnings
        (holding_id, user_id, earning_index, amount, due_at, collected_at, entry_id)
      select c.holding_id, c.user_id, e.earning_index, e.amount, e.due_at, c.created_at, n.id
      from unnest(cast(${earnings.map((e) => e.holdingId)} as bigint[]),
          cast(${earnings.map((e) => e.index)} as bigint[]), cast(${earnings.map((e) => e.amount)} as bigint[]),
          cast(${earnings.map((e) => e.dueAt)} as bigint[])) as e (holding_id, earning_index, amount, due_at)
        join ${credits.table} c on c.holding_id = e.holding_id
        join ${entries.table} n on n.user_id = c.user_id`,
  )
  const result = await sql<{ advanced: boolean; entry_id: number | null }>`${prepared('receive-batch')}
    ${withSteps(asked, locks, advanced, credits, entries, lines, earned)}
    select advanced.holding_id is not null as advanced, entries.id as entry_id
    from asked left join advanced on advanced.holding_id = asked.holding_id
      left join entries on entries.user_id = asked.user_id
    order by asked.ord`.execute(tx)
  return result.rows
}
