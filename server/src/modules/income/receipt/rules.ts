import { MAX_AMOUNT_MINOR, splitEarnings, type IncomeSplit } from '@app/contracts'
import type { HoldingRow } from '../holdings.repo.ts'
import { splitTermsOf } from '../position.ts'
import { earningsDueBy, type Earning } from '../schedule.ts'

/**
 * The rules of an income receipt, decided once for both of its forms (`sqlite.ts` step by step,
 * `pg.ts` one statement): the holding as the receipt read it decides what is paid. Both forms then
 * write it only if the holding is still as read (its collected count, unfrozen), so two receipts of
 * one earning pay it once (docs/money.md I11).
 */

/** One receipt asked for: a holding of its user. */
export interface ReceiptAsked {
  userId: number
  holdingId: number
}

/** What is due on a holding and not yet received, as one ledger entry's worth. */
export interface Due {
  pending: Earning[]
  amount: number
  reference: string
  /** Of `amount`, the part that returns the holding's price (0053): the ledger keeps it per quarter (0078). */
  principal: number
}

export type ReceiptRefusal = 'notFound' | 'frozen' | 'nothingDue'

export type ReceiptDecision =
  { ok: true; holding: HoldingRow; due: Due } | { ok: false; refusal: ReceiptRefusal }

/**
 * The receipt's rules, in the order their refusals are told: the user's own holding, not frozen,
 * with an earning due by `now` and not yet received.
 */
export function decideReceipt(seen: { holding: HoldingRow | undefined; now: number }): ReceiptDecision {
  const { holding } = seen
  if (!holding) return { ok: false, refusal: 'notFound' }
  if (holding.frozen) return { ok: false, refusal: 'frozen' }
  const due = dueOn(holding, seen.now)
  if (!due) return { ok: false, refusal: 'nothingDue' }
  return { ok: true, holding, due }
}

/** What is due on a holding at `now` and not yet received, as one entry's worth; none: undefined. */
function dueOn(holding: HoldingRow, now: number): Due | undefined {
  const pending = fitOneEntry(
    earningsDueBy(holding, holding.purchased_at, now).slice(holding.collected_count),
  )
  if (pending.length === 0) return undefined
  const amount = pending.reduce((sum, e) => sum + e.amount, 0)
  const first = pending[0]?.index ?? 0
  const reference = `income:h${holding.id}:${first}-${first + pending.length - 1}`
  // Split as Home splits a receipt read back: its earnings' first and last index, the holding's terms.
  const { principal } = splitEarnings(splitTermsOf(holding), first, pending.at(-1)?.index ?? 0)
  return { pending, amount, reference, principal }
}

/**
 * The first of `due` whose sum stays within the bound of one ledger amount. Products are bounded so
 * all their income fits (`productInputBody`); a holding made before that bound is paid in several
 * receives instead of failing every one.
 */
function fitOneEntry<E extends { amount: number }>(due: E[]): E[] {
  let sum = 0
  let n = 0
  for (const earning of due) {
    // One earning is always taken: its amount alone is within the bound (13 digits at most).
    if (n > 0 && sum + earning.amount > MAX_AMOUNT_MINOR) break
    sum += earning.amount
    n++
  }
  return due.slice(0, n)
}

/** What a receive paid, when, and the holding right after it. */
export interface Receipt {
  received: number
  /** `received` split into the price coming back and profit (0053). */
  parts: IncomeSplit
  receivedAt: number
  holding: HoldingRow
}

/** The receipt of what was due, once written: the holding as the conditional update left it. */
export function receiptOf(holding: HoldingRow, due: Due, now: number): Receipt {
  // The conditional update moved exactly these two columns of the row read, and holds its lock.
  const updated: HoldingRow = {
    ...holding,
    collected_count: holding.collected_count + due.pending.length,
    collected_amount: holding.collected_amount + due.amount,
  }
  const first = due.pending[0]?.index ?? 0
  const parts = splitEarnings(splitTermsOf(holding), first, due.pending.at(-1)?.index ?? 0)
  return { received: due.amount, parts, receivedAt: now, holding: updated }
}

/** A receipt to write: the holding as read, what is due on it, and when. */
export interface ReceiptToWrite extends Due {
  holding: HoldingRow
  now: number
}

/** The reason a receipt's ledger entry gives. */
export const receiptReason = (holding: Pick<HoldingRow, 'product_name'>) =>
  `income of ${holding.product_name}`
