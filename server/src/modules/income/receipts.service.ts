import {
  addSplits,
  principalAfter,
  splitEarnings,
  type ContentLocale,
  type IncomeSplit,
} from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { listUserIncomeReversals } from '../ledger/index.ts'
import { findUserReceipts, type ReceiptRow } from './earnings.repo.ts'
import { findUserHoldingsByEntries, listUserCollected } from './holdings.repo.ts'
import { splitTermsOf } from './position.ts'
import { namedIn, type Naming } from './product-names.ts'

/**
 * Receipts read back from what is stored: the earnings each ledger entry paid and the holding's terms
 * at purchase, split into money back and profit by the one rule (income-split.ts, decision 0053).
 */

/** One receipt: which holding's earnings, which of them, what they came to and its split. */
export interface ReceiptFacts {
  entryId: number
  holdingId: number
  productName: string
  firstIndex: number
  lastIndex: number
  count: number
  parts: IncomeSplit
  firstDueAt: number
  lastDueAt: number
  receivedAt: number
}

/** The split of the earnings a receipt paid: they run from its first index to its last. */
export const receiptParts = (row: ReceiptRow): IncomeSplit =>
  splitEarnings(splitTermsOf(row), row.first_index, row.last_index)

export function receiptFacts(row: ReceiptRow): ReceiptFacts {
  return {
    entryId: row.id,
    holdingId: row.holding_id,
    productName: row.product_name,
    firstIndex: row.first_index,
    lastIndex: row.last_index,
    count: row.count,
    parts: receiptParts(row),
    firstDueAt: row.first_due_at,
    lastDueAt: row.last_due_at,
    receivedAt: row.received_at,
  }
}

/** The receipts these ledger entries of the user paid, by entry, their products named in `locale`. */
export async function receiptsOf(
  deps: Naming,
  { userId, entryIds, locale }: { userId: number; entryIds: readonly number[]; locale: ContentLocale | null },
): Promise<Map<number, ReceiptFacts>> {
  const rows = await namedIn(deps, await findUserReceipts(deps.db, userId, entryIds), locale)
  return new Map(rows.map((row) => [row.id, receiptFacts(row)]))
}

/** The products these purchase entries of the user bought, by entry, named in `locale`. */
export async function purchasesOf(
  deps: Naming,
  { userId, entryIds, locale }: { userId: number; entryIds: readonly number[]; locale: ContentLocale | null },
): Promise<Map<number, { holdingId: number; productName: string }>> {
  const rows = await namedIn(deps, await findUserHoldingsByEntries(deps.db, userId, entryIds), locale)
  return new Map(rows.map((row) => [row.entry_id, { holdingId: row.id, productName: row.product_name }]))
}

/**
 * A movement of income on the ledger (a receipt's credit, or a reversal taking it back) split as the
 * receipt it pays or takes back: the amount is the ledger's, the money back its receipt's (with the
 * sign of the movement), the rest is profit.
 */
export function splitMovement(amount: number, receipt: IncomeSplit | undefined): IncomeSplit {
  const principal = receipt === undefined ? 0 : amount < 0 ? -receipt.principal : receipt.principal
  return { received: amount, principal, profit: amount - principal }
}

/**
 * Everything a user has received from income, net of reversals, split: what each holding's received
 * earnings returned of its price (the first `collected_count` of them), less what reversals took
 * back; the profit is the rest of what the ledger credited (`received`, from `sumUserIncome`).
 */
export async function receivedEver(deps: Scope, userId: number, received: number): Promise<IncomeSplit> {
  const [collected, reversals] = await Promise.all([
    listUserCollected(deps.db, userId),
    listUserIncomeReversals(deps.db, userId),
  ])
  const returned = collected.reduce((sum, h) => sum + principalAfter(splitTermsOf(h), h.collected_count), 0)
  const reversed = await findUserReceipts(
    deps.db,
    userId,
    reversals.map((r) => r.incomeEntryId),
  )
  const parts = new Map(reversed.map((row) => [row.id, receiptParts(row)]))
  const takenBack = addSplits(reversals.map((r) => splitMovement(r.amount, parts.get(r.incomeEntryId))))
  const principal = returned + takenBack.principal
  return { received, principal, profit: received - principal }
}
