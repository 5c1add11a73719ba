import type { Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { findReversedAmong } from '../ledger/index.ts'
import { findUserReceipts, listHoldingsPaidBy, listReceiptEntriesOfHolding } from './earnings.repo.ts'
import { endHolding, findHoldingOfPurchase } from './holdings.repo.ts'
import { receiptParts } from './receipts.service.ts'

/** The entry being reversed, as the ledger stored it. */
export interface ReversedEntry {
  id: number
  kind: string
  user_id: number | null
}

/**
 * A purchase whose holding received earnings not reversed yet is refused (409): the price cannot
 * come back while earnings that returned part of it are kept. Returns the purchase's holding.
 */
export async function refuseUnreversedReceipts(deps: Pick<Scope, 'db'>, entry: ReversedEntry) {
  if (entry.kind !== 'purchase') return undefined
  const holding = await findHoldingOfPurchase(deps.db, entry.id)
  if (!holding) return undefined
  const receipts = await listReceiptEntriesOfHolding(deps.db, holding.id)
  const reversed = await findReversedAmong(deps.db, receipts)
  if (receipts.some((id) => !reversed.has(id))) throw new AppError('CONFLICT', 'ledger.receiptsFirst')
  return holding
}

/**
 * Closes what a purchase or a receipt made, inside the reversal's own transaction (`deps.db` is the
 * open `tx`), so the mirror never leaves a holding running (decision 0058, the checker's I13):
 *
 * - a purchase: its holding ends. Its receipts must have been reversed first, else the earnings
 *   that already returned part of the price would be kept beside the whole price (409);
 * - a receipt (an income entry): every holding it paid earnings of ends, as those earnings are
 *   taken back and must not be received again in another form.
 *
 * Returns the holdings it ended, for the audit record.
 */
export async function endWhatEntryMade(deps: Scope, entry: ReversedEntry): Promise<number[]> {
  const { db: tx } = deps
  const now = deps.clock.now()
  if (entry.kind === 'purchase') {
    const holding = await refuseUnreversedReceipts(deps, entry)
    if (!holding) return []
    return (await endHolding(tx, holding.id, now)) ? [holding.id] : []
  }
  if (entry.kind === 'income' && entry.user_id !== null) {
    const ended: number[] = []
    for (const id of await listHoldingsPaidBy(tx, entry.user_id, entry.id))
      if (await endHolding(tx, id, now)) ended.push(id)
    return ended
  }
  return []
}

/**
 * What a receipt (an income entry) returned of its holding's price, split as Home splits it read
 * back (0053): what its reversal takes back of the price (decision 0078). 0 when it paid no earnings
 * on record, as Home then counts it.
 */
export async function receiptSplitOf(
  deps: Pick<Scope, 'db'>,
  entry: ReversedEntry,
): Promise<{ principal: number }> {
  if (entry.kind !== 'income' || entry.user_id === null) return { principal: 0 }
  const [row] = await findUserReceipts(deps.db, entry.user_id, [entry.id])
  return { principal: row ? receiptParts(row).principal : 0 }
}
