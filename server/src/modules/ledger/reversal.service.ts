import type { Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { accountRefOf } from './accounts.ts'
import {
  findEntry,
  findReversedAmong,
  listPostingsOfEntries,
  type EntryRow,
  type PostingLine,
} from './ledger.repo.ts'
import { postEntry } from './ledger.service.ts'

/**
 * Withdrawals are corrected by their own states (reject returns the hold), never by a reversal: a
 * mirrored hold or payout would leave a hold that no pending withdrawal explains (I7).
 */
const NOT_REVERSIBLE = new Set(['withdraw', 'withdraw_paid', 'withdraw_return'])

export interface Reversal {
  entryId: number
  operatorId: number
  reason: string
}

/** The reversing entry and its postings, as posted. */
export interface Reversed {
  original: EntryRow
  entry: EntryRow
  postings: PostingLine[]
}

/**
 * The entry `entryId`, if it may be reversed: it exists (404), is no withdrawal's (409), and was
 * not reversed yet (409 `ledger.duplicate`, as the reversal's unique reference would answer).
 */
export async function reversibleEntry(deps: Pick<Scope, 'db'>, entryId: number): Promise<EntryRow> {
  const original = await findEntry(deps.db, entryId)
  if (!original) throw new AppError('NOT_FOUND')
  if (NOT_REVERSIBLE.has(original.kind)) throw new AppError('CONFLICT', 'ledger.notReversible')
  if ((await findReversedAmong(deps.db, [entryId])).size > 0)
    throw new AppError('CONFLICT', 'ledger.duplicate')
  return original
}

/** What an entry moved: the sum of its credits (a reversal moves as much back). */
export async function entryAmount(deps: Pick<Scope, 'db'>, entryId: number): Promise<number> {
  return (await listPostingsOfEntries(deps.db, [entryId]))
    .filter((p) => p.amount > 0)
    .reduce((sum, p) => sum + p.amount, 0)
}

/**
 * Posts the mirror of an entry inside the caller's transaction (`deps.db` is the open `tx`): every
 * posting negated, kind `adjustment`, the operator as actor, with the reason. The reference
 * `reversal:<id>` makes it once per entry (a second gets `ledger.duplicate`), and the debits are the
 * ledger's conditional ones, so a reversal never overdraws a user account. Small on purpose: an
 * approval step (maker-checker) wraps this call: `reverseEntry` in the wallet, where the approvals are,
 * which also has the owners of what the entry made undo it (a recharge's total is account's).
 */
export async function postReversal(
  deps: Scope,
  { entryId, operatorId, reason }: Reversal,
  receipt?: { principal: number },
): Promise<Reversed> {
  const { db: tx } = deps
  const original = await reversibleEntry(deps, entryId)
  // A reversed receipt takes back income received, and its part of the price (decision 0078).
  if (original.kind === 'income' && !receipt) throw new Error('a reversed receipt needs its split')
  const lines = (await listPostingsOfEntries(tx, [entryId])).map((p) => {
    const account = accountRefOf(p.code)
    if (!account) throw new Error(`entry ${entryId} posts to an unknown account ${p.code}`)
    return { account, amount: -p.amount }
  })
  const id = await postEntry(deps, {
    kind: 'adjustment',
    reference: `reversal:${entryId}`,
    userId: original.user_id,
    actor: `operator:${operatorId}`,
    reason,
    now: deps.clock.now(),
    lines,
    ...(original.kind === 'income' ? { receipt } : {}),
  })
  const entry = await findEntry(tx, id)
  if (!entry) throw new Error('reversal vanished inside its own transaction')
  const postings = await listPostingsOfEntries(tx, [id])
  return { original, entry, postings }
}

/** What a reversal moved on its user's balance: negative when it took money back. */
export function balanceMoved({ original, postings }: Reversed): number {
  return postings
    .filter((p) => {
      const account = accountRefOf(p.code)
      return (
        account !== undefined &&
        'user' in account &&
        account.user === original.user_id &&
        account.kind === 'balance'
      )
    })
    .reduce((sum, p) => sum + p.amount, 0)
}
