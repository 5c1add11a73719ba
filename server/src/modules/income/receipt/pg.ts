import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import { prepared } from '../../../db/database.ts'
import type { DB } from '../../../db/schema.ts'
import { builtOnceForOneAndMany, lockStep, requestsStep, step, withSteps } from '../../../db/steps.ts'
import { entriesStep, walletMovesStep } from '../../ledger/index.ts'
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
  // What each advanced holding credits to its user's revenue wallet. For one, written into the
  // credit's update (a row of values and the holding advanced), as `asked` is.
  const credits = step(
    'credits',
    ['holding_id', 'user_id', 'wallet', 'amount', 'reference', 'reason', 'created_at', 'principal', 'go'],
    [asked, advanced],
    sql`select a.holding_id, a.user_id, 'revenue' as wallet, a.amount, a.reference, a.reason,
        a.now as created_at, a.principal, true as go
      from ${asked.table} a join ${advanced.table} v on v.holding_id = a.holding_id`,
    one,
  )
  // The credit, made as a purchase's debit is. The row moved carries the rest of its credit on to
  // the entry, totals, postings and earnings, which read it alone.
  const moved = walletMovesStep(credits, one, [
    'holding_id',
    'amount',
    'reference',
    'reason',
    'created_at',
    'principal',
  ])
  const { entries, lines } = entriesStep(moved, {
    kind: 'income',
    system: 'system:income',
    one,
    principal: (alias) => moved.col('principal', alias),
  })
  // Each earning received, of its holding's credit and entry. For one, every earning is of the one
  // holding, and its credit and entry are one row each: nothing to join on.
  const ofItsHolding = one
    ? sql`cross join ${moved.table} m cross join ${entries.table} n`
    : sql`join ${moved.table} m on m.holding_id = e.holding_id join ${entries.table} n on n.user_id = m.user_id`
  const earned = step(
    'earned',
    [],
    [moved, entries],
    sql`insert into holding_earnings
        (holding_id, user_id, earning_index, amount, due_at, collected_at, entry_id)
      select m.holding_id, m.user_id, e.earning_index, e.amount, e.due_at, m.created_at, n.id
      from unnest(cast(${v[9]} as bigint[]),
          cast(${v[10]} as bigint[]), cast(${v[11]} as bigint[]),
          cast(${v[12]} as bigint[])) as e (holding_id, earning_index, amount, due_at)
        ${ofItsHolding}`,
  )
  const steps = withSteps(asked, advanced, credits, moved, entries, lines, earned)
  if (one)
    return sql`${prepared('receive-one')} ${steps}
      select exists (select 1 from ${advanced.table}) as advanced, (select n.id from ${entries.table} n) as entry_id`
  return sql`${prepared('receive')} ${steps}
    select exists (select 1 from ${advanced.table} v where v.holding_id = a.holding_id) as advanced,
      (select n.id from ${entries.table} n where n.user_id = a.user_id) as entry_id
    from ${asked.table} a
    order by a.ord`
})
