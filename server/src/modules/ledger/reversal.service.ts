import type { Deps, Scope } from '../../deps.ts'
import { inGroupCommit } from '../../db/group-commit.ts'
import { AppError } from '../../lib/errors.ts'
import { countMoneyAction } from '../../lib/metrics.ts'
import { recordAudit } from '../audit/audit.repo.ts'
import { accountRefOf } from './accounts.ts'
import {
  addToRechargeTotal,
  findEntry,
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
 * Posts the mirror of an entry inside the caller's transaction (`deps.db` is the open `tx`): every
 * posting negated, kind `adjustment`, the operator as actor, with the reason. The reference
 * `reversal:<id>` makes it once per entry (a second gets `ledger.duplicate`), and the debits are the
 * ledger's conditional ones, so a reversal never overdraws a user account. Small on purpose: an
 * approval step (maker-checker) wraps this call.
 */
export async function postReversal(
  deps: Scope,
  { entryId, operatorId, reason }: Reversal,
): Promise<Reversed> {
  const { db: tx } = deps
  const original = await findEntry(tx, entryId)
  if (!original) throw new AppError('NOT_FOUND')
  if (NOT_REVERSIBLE.has(original.kind)) throw new AppError('CONFLICT', 'ledger.notReversible')
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
  })
  // A reversed recharge no longer counts towards the user's VIP level.
  if (original.kind === 'recharge' && original.user_id !== null) {
    const credited = lines
      .filter(
        ({ account }) => 'user' in account && account.user === original.user_id && account.kind === 'balance',
      )
      .reduce((sum, line) => sum + line.amount, 0)
    await addToRechargeTotal(tx, original.user_id, credited)
  }
  const entry = await findEntry(tx, id)
  if (!entry) throw new Error('reversal vanished inside its own transaction')
  return { original, entry, postings: await listPostingsOfEntries(tx, [id]) }
}

/** An admin reverses an entry: the mirror and its audit record, in one transaction. */
export async function reverseEntry(deps: Deps, input: Reversal): Promise<Reversed> {
  // In the user's own lane, after their money requests (see `inGroupCommit`).
  const owner = (await findEntry(deps.db, input.entryId))?.user_id ?? 0
  const done = await inGroupCommit(deps.database, owner, async (tx) => {
    const reversed = await postReversal({ ...deps, db: tx }, input)
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'ledger.reverse',
      target: `entry:${input.entryId}`,
      before: {
        entry: reversed.original.id,
        kind: reversed.original.kind,
        reference: reversed.original.reference,
      },
      after: {
        reversal: reversed.entry.id,
        reason: input.reason,
        postings: reversed.postings.map((p) => ({ account: p.code, amount: p.amount })),
      },
      now: reversed.entry.created_at,
    })
    return reversed
  })
  countMoneyAction('reversal')
  return done
}
