import { MAX_AMOUNT_MINOR, splitEarnings, type IncomeSplit } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { isCheckViolation, isUniqueViolation } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import type { BatchResult } from '../../lib/idempotency-batch.ts'
import { postEntries, postEntry, type NewEntry } from '../ledger/index.ts'
import { collectInOneStatement, collectManyInOneStatement, type BatchedReceipt } from './collect.repo.ts'
import { insertEarnings } from './earnings.repo.ts'
import {
  advanceCollected,
  advanceManyCollected,
  findUserHolding,
  findUsersHoldings,
  type HoldingRow,
} from './holdings.repo.ts'
import { splitTermsOf } from './position.ts'
import { earningsDueBy, type Earning } from './schedule.ts'

/** What a receive paid, when, and the holding right after it. */
export interface Receipt {
  received: number
  /** `received` split into the price coming back and profit (0053). */
  parts: IncomeSplit
  receivedAt: number
  holding: HoldingRow
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

/**
 * Receives every earning of a holding that is due and not yet received (as much as one ledger entry
 * holds), into the revenue wallet, inside the caller's transaction (`deps.db` is the open `tx`).
 * The collected count moves only forward and only from the value read (a conditional update), and
 * each earning is a unique row, so parallel receives pay once.
 */
export async function receiveIncome(
  deps: Scope & Pick<Deps, 'database'>,
  { userId, holdingId }: { userId: number; holdingId: number },
): Promise<Receipt> {
  const holding = await findUserHolding(deps.db, userId, holdingId)
  if (!holding) throw new AppError('NOT_FOUND')
  if (holding.frozen) throw new AppError('CONFLICT', 'income.frozen')
  const receipt = await collectDue(deps, holding, deps.clock.now())
  if (!receipt) throw new AppError('CONFLICT', 'income.nothingDue')
  return receipt
}

/**
 * Collects what is due on one holding of its user (read in this transaction, not frozen) as one
 * ledger entry; undefined when nothing is due, or another receive moved the holding first. On
 * PostgreSQL the writes are one statement (one round trip); on SQLite, the steps one by one.
 */
export async function collectDue(
  deps: Scope & Pick<Deps, 'database'>,
  holding: HoldingRow,
  now: number,
): Promise<Receipt | undefined> {
  const due = dueOn(holding, now)
  if (!due) return undefined
  const { pending, amount, reference } = due
  const collected =
    deps.database.dialect === 'postgres'
      ? await collectInOneStatement(deps.db, { holding, pending, amount, reference, now }).then(
          (entryId) => entryId !== null,
          (error: unknown) => {
            if (isCheckViolation(error)) throw new AppError('CONFLICT', 'ledger.balanceLimit')
            if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'ledger.duplicate')
            throw error
          },
        )
      : await collectStepByStep(deps, holding, pending, amount, reference, now)
  if (!collected) return undefined
  return receiptOf(holding, due, now)
}

/** What is due on a holding at `now` and not yet received, as one entry's worth; none: undefined. */
function dueOn(holding: HoldingRow, now: number) {
  const pending = fitOneEntry(
    earningsDueBy(holding, holding.purchased_at, now).slice(holding.collected_count),
  )
  if (pending.length === 0) return undefined
  const amount = pending.reduce((sum, e) => sum + e.amount, 0)
  const first = pending[0]?.index ?? 0
  const reference = `income:h${holding.id}:${first}-${first + pending.length - 1}`
  return { pending, amount, reference }
}

/** The receipt of what was due, once written: the holding as the conditional update left it. */
function receiptOf(holding: HoldingRow, due: { pending: Earning[]; amount: number }, now: number): Receipt {
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

/**
 * Many users' receipts at once (a batch: decision 0048 on PostgreSQL, 0050 on SQLite), one holding
 * per user, inside the batch's transaction: each one's receipt, its refusal (as `receiveIncome`
 * refuses), or `alone` when its holding moved first (the one-by-one way then answers it). Throws
 * when a receipt was half made, so the batch rolls back.
 */
export async function receiveMany(
  deps: Scope & Pick<Deps, 'database'>,
  requests: readonly { userId: number; holdingId: number }[],
): Promise<BatchResult<Receipt>[]> {
  const now = deps.clock.now()
  const { dialect } = deps.database
  // Keyed by owner and holding: another user asking for the same holding in the same batch finds
  // nothing, as it would alone.
  const ownersHolding = (userId: number, holdingId: number) => `${userId}:${holdingId}`
  const found = new Map(
    (await findUsersHoldings(deps.db, dialect, requests)).map((h) => [ownersHolding(h.user_id, h.id), h]),
  )
  const results: BatchResult<Receipt>[] = []
  const toWrite: { i: number; holding: HoldingRow; due: NonNullable<ReturnType<typeof dueOn>> }[] = []
  for (const [i, { userId, holdingId }] of requests.entries()) {
    const holding = found.get(ownersHolding(userId, holdingId))
    const due = holding && !holding.frozen ? dueOn(holding, now) : undefined
    if (!holding) results.push({ refused: new AppError('NOT_FOUND') })
    else if (holding.frozen) results.push({ refused: new AppError('CONFLICT', 'income.frozen') })
    else if (!due) results.push({ refused: new AppError('CONFLICT', 'income.nothingDue') })
    else {
      results.push({ alone: true })
      toWrite.push({ i, holding, due })
    }
  }
  if (toWrite.length === 0) return results
  const asked = toWrite.map(({ holding, due }) => ({ holding, ...due, now }))
  const written =
    dialect === 'postgres'
      ? await collectManyInOneStatement(deps.db, asked)
      : await collectManyStepByStep(deps, asked)
  for (const [k, { i, holding, due }] of toWrite.entries()) {
    const row = written[k]
    // Moved first by another receipt: the one-by-one way reads it again and answers.
    if (!row?.advanced) continue
    if (row.entry_id === null) throw new Error(`no revenue account for user ${holding.user_id}`)
    results[i] = { ok: receiptOf(holding, due, now) }
  }
  return results
}

/**
 * `collectManyInOneStatement`'s writes on SQLite (decision 0050), with its outcomes: the holdings'
 * advances, the entries (headers, credits, postings) of those that moved and their earnings, a
 * statement each for the whole batch. The batch's transaction holds SQLite's one write lock, so
 * every holding read advances.
 */
async function collectManyStepByStep(
  deps: Scope,
  receipts: readonly BatchedReceipt[],
): Promise<{ advanced: boolean; entry_id: number | null }[]> {
  const { db: tx } = deps
  const moved = await advanceManyCollected(
    tx,
    receipts.map((r) => ({
      holdingId: r.holding.id,
      userId: r.holding.user_id,
      countRead: r.holding.collected_count,
      count: r.pending.length,
      amount: r.amount,
    })),
  )
  const going = receipts.filter((r) => moved.has(r.holding.id))
  const entryIds = await postEntries(deps, going.map(incomeEntry))
  const entryOf = new Map(going.map((r, k) => [r.holding.id, entryIds[k] ?? null]))
  await insertEarnings(
    tx,
    going.flatMap((r) => earningRows(r.holding, r.pending, r.now, entryOf.get(r.holding.id) as number)),
  )
  return receipts.map((r) => ({
    advanced: moved.has(r.holding.id),
    entry_id: entryOf.get(r.holding.id) ?? null,
  }))
}

/** The ledger entry of a receipt: the income account pays the user's revenue wallet. */
function incomeEntry(r: {
  holding: Pick<HoldingRow, 'user_id' | 'product_name'>
  amount: number
  reference: string
  now: number
}): NewEntry {
  const userId = r.holding.user_id
  return {
    kind: 'income',
    reference: r.reference,
    userId,
    actor: `user:${userId}`,
    reason: `income of ${r.holding.product_name}`,
    now: r.now,
    lines: [
      { account: { system: 'income' }, amount: -r.amount },
      { account: { user: userId, kind: 'revenue' }, amount: r.amount },
    ],
  }
}

/** The rows of the earnings a receipt collected, under its entry. */
function earningRows(
  holding: Pick<HoldingRow, 'id' | 'user_id'>,
  pending: Earning[],
  now: number,
  entryId: number,
) {
  return pending.map((e) => ({
    holding_id: holding.id,
    user_id: holding.user_id,
    earning_index: e.index,
    amount: e.amount,
    due_at: e.dueAt,
    collected_at: now,
    entry_id: entryId,
  }))
}

/** `collectDue`'s writes one statement at a time; false when the holding moved first. */
async function collectStepByStep(
  deps: Scope,
  holding: HoldingRow,
  pending: Earning[],
  amount: number,
  reference: string,
  now: number,
): Promise<boolean> {
  const { db: tx } = deps
  if (!(await advanceCollected(tx, holding, pending.length, amount))) return false
  const entryId = await postEntry(deps, incomeEntry({ holding, amount, reference, now }))
  await insertEarnings(tx, earningRows(holding, pending, now, entryId))
  return true
}
