import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import { prepared } from '../../../db/database.ts'
import type { DB } from '../../../db/schema.ts'
import { builtOnceForOneAndMany, lockStep, requestsStep, step, withSteps } from '../../../db/steps.ts'
import { entriesStep } from '../../ledger/index.ts'
import { receiptReason, type ReceiptToWrite } from './rules.ts'

/**
 * Receipts on PostgreSQL: any number of holdings (one per user) in one statement. Each holding
 * advances only if still unfrozen at the collected count read, and only an advanced one gets its
 * credit, entry, postings and earnings. Answers, for each, its entry's id, or null when its
 * holding moved first (nothing of it written).
 */
export async function receiveInOneStatement(
  tx: Kysely<DB>,
  receipts: readonly ReceiptToWrite[],
): Promise<(number | null)[]> {
  const column = <T>(of: (r: ReceiptToWrite) => T) => receipts.map(of)
  const earnings = receipts.flatMap((r) => r.pending.map((e) => ({ holdingId: r.holding.id, ...e })))
  const result = await statement(tx as Kysely<never>, receipts.length, [
    column((r) => r.holding.id),
    column((r) => r.holding.user_id),
    column((r) => r.holding.collected_count),
    column((r) => r.pending.length),
    column((r) => r.amount),
    column((r) => r.reference),
    column((r) => receiptReason(r.holding)),
    column((r) => r.now),
    column((r) => r.principal),
    earnings.map((e) => e.holdingId),
    earnings.map((e) => e.index),
    earnings.map((e) => e.amount),
    earnings.map((e) => e.dueAt),
  ])
  return result.rows.map((row) => {
    if (row.advanced && row.entry_id === null) throw new Error('a receipt advanced without its entry')
    return row.advanced ? row.entry_id : null
  })
}

/**
 * The statement, from its values: a receipt per index of the first nine (or, for one, its values),
 * an earning per index of the last four.
 */
const statement = builtOnceForOneAndMany<{ advanced: boolean; entry_id: number | null }>(13, 9, (v, one) => {
  const asked = requestsStep(
    'asked',
    [
      ['holding_id', 'bigint'],
      ['user_id', 'bigint'],
      ['collected_read', 'bigint'],
      ['earned', 'bigint'],
      ['amount', 'bigint'],
      ['reference', 'text'],
      ['reason', 'text'],
      ['now', 'bigint'],
      ['principal', 'bigint'],
    ],
    v,
    one,
  )
  // Many holdings are locked in the order of their ids, as every batch locks them (no circle of
  // waits); one holding, and then its one revenue account, is locked by its own update, in the
  // same order.
  const locks = one ? undefined : lockStep('holding_locks', 'holdings', asked, 'holding_id')
  const advanced = step(
    'advanced',
    ['holding_id'],
    locks ? [asked, locks] : [asked],
    sql`update holdings h set collected_count = h.collected_count + a.earned,
        collected_amount = h.collected_amount + a.amount
      from ${asked.table} a ${locks ? sql`join ${locks.table} l on l.id = a.holding_id` : sql``}
      where h.id = a.holding_id and h.user_id = a.user_id and h.collected_count = a.collected_read
        and h.frozen = 0
      returning h.id as holding_id`,
  )
  const credits = step(
    'credits',
    ['user_id', 'account_id', 'amount', 'reference', 'reason', 'created_at', 'holding_id', 'principal'],
    [asked, advanced],
    sql`select a.user_id, r.id as account_id, a.amount, a.reference, a.reason, a.now as created_at,
        a.holding_id, a.principal
      from ${advanced.table} v join ${asked.table} a on a.holding_id = v.holding_id
        join accounts r on r.user_id = a.user_id and r.kind = 'revenue'`,
  )
  const { entries, lines } = entriesStep(credits, {
    kind: 'income',
    system: 'system:income',
    one,
    principal: (alias) => credits.col('principal', alias),
  })
  const earned = step(
    'earned',
    [],
    [credits, entries],
    sql`insert into holding_earnings
        (holding_id, user_id, earning_index, amount, due_at, collected_at, entry_id)
      select c.holding_id, c.user_id, e.earning_index, e.amount, e.due_at, c.created_at, n.id
      from unnest(cast(${v[9]} as bigint[]),
          cast(${v[10]} as bigint[]), cast(${v[11]} as bigint[]),
          cast(${v[12]} as bigint[])) as e (holding_id, earning_index, amount, due_at)
        join ${credits.table} c on c.holding_id = e.holding_id
        join ${entries.table} n on n.user_id = c.user_id`,
  )
  return sql`${prepared(one ? 'receive-one' : 'receive')}
    ${withSteps(asked, advanced, credits, entries, lines, earned)}
    select exists (select 1 from ${advanced.table} v where v.holding_id = a.holding_id) as advanced,
      (select n.id from ${entries.table} n where n.user_id = a.user_id) as entry_id
    from ${asked.table} a
    ${one ? sql`` : sql`order by a.ord`}`
})
