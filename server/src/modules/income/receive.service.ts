import type { Deps, Scope } from '../../deps.ts'
import { isCheckViolation, isUniqueViolation } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import type { BatchResult } from '../../lib/idempotency-batch.ts'
import { findUsersHoldings, type HoldingRow } from './holdings.repo.ts'
import { receiveInOneStatement } from './receipt/pg.ts'
import {
  decideReceipt,
  receiptOf,
  type Receipt,
  type ReceiptAsked,
  type ReceiptRefusal,
  type ReceiptToWrite,
} from './receipt/rules.ts'
import { receiveStepByStep } from './receipt/sqlite.ts'

export type { Receipt }

/**
 * Receives every earning of a holding that is due and not yet received (as much as one ledger entry
 * holds), into the revenue wallet, inside the caller's transaction (`deps.db` is the open `tx`): a
 * batch of one (`receiveMany`), its refusal thrown. A holding another receipt moved first has
 * nothing due any more.
 */
export async function receiveIncome(
  deps: Scope & Pick<Deps, 'database'>,
  asked: ReceiptAsked,
): Promise<Receipt> {
  const [result] = await receiveMany(deps, [asked], 'nothing due')
  if (result && 'ok' in result) return result.ok
  throw result && 'refused' in result ? result.refused : new Error('no receipt')
}

/**
 * Many users' receipts (one holding each), inside the caller's transaction: each one's receipt or
 * its refusal, decided by `decideReceipt` (receipt/rules.ts) on the holdings read here, and written
 * on SQLite step by step (receipt/sqlite.ts), on PostgreSQL in one statement (receipt/pg.ts), each
 * only if its holding is still as read. One another receipt moved first wrote nothing: in a batch
 * it is handed back (`alone`, the default), to run on its own; alone it has nothing due.
 */
export async function receiveMany(
  deps: Scope & Pick<Deps, 'database'>,
  requests: readonly ReceiptAsked[],
  onMoved: 'alone' | 'nothing due' = 'alone',
): Promise<BatchResult<Receipt>[]> {
  const now = deps.clock.now()
  // Keyed by owner and holding: another user asking for the same holding finds nothing, as alone.
  const ownersHolding = (userId: number, holdingId: number) => `${userId}:${holdingId}`
  const found = new Map(
    (await findUsersHoldings(deps.db, deps.database.dialect, requests)).map((h) => [
      ownersHolding(h.user_id, h.id),
      h,
    ]),
  )
  const decisions = requests.map((r) =>
    decideReceipt({ holding: found.get(ownersHolding(r.userId, r.holdingId)), now }),
  )
  const toWrite = decisions.flatMap((d) => (d.ok ? [{ holding: d.holding, ...d.due, now }] : []))
  const written = toWrite.length > 0 ? await writeReceipts(deps, toWrite) : []
  let k = 0
  return decisions.map((d): BatchResult<Receipt> => {
    if (!d.ok) return { refused: refusalError(d.refusal) }
    if (written[k++] === null)
      return onMoved === 'alone' ? { alone: true } : { refused: refusalError('nothingDue') }
    return { ok: receiptOf(d.holding, d.due, now) }
  })
}

/**
 * Collects what is due on one holding of its user (read in this transaction) as one ledger entry,
 * by the same forms as a receipt; undefined when nothing is due, it is frozen, or another receipt
 * moved it first (Receive all: each of the user's holdings in turn).
 */
export async function collectDue(
  deps: Scope & Pick<Deps, 'database'>,
  holding: HoldingRow,
  now: number,
): Promise<Receipt | undefined> {
  const decision = decideReceipt({ holding, now })
  if (!decision.ok) return undefined
  const [entryId] = await writeReceipts(deps, [{ holding, ...decision.due, now }])
  return entryId === null || entryId === undefined ? undefined : receiptOf(holding, decision.due, now)
}

function writeReceipts(
  deps: Scope & Pick<Deps, 'database'>,
  receipts: readonly ReceiptToWrite[],
): Promise<(number | null)[]> {
  if (deps.database.dialect === 'sqlite') return receiveStepByStep(deps, receipts)
  return receiveInOneStatement(deps.db, receipts).catch((error: unknown) => {
    if (isCheckViolation(error)) throw new AppError('CONFLICT', 'ledger.balanceLimit')
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'ledger.duplicate')
    throw error
  })
}

function refusalError(refusal: ReceiptRefusal): AppError {
  switch (refusal) {
    case 'notFound':
      return new AppError('NOT_FOUND')
    case 'frozen':
      return new AppError('CONFLICT', 'income.frozen')
    case 'nothingDue':
      return new AppError('CONFLICT', 'income.nothingDue')
  }
}
