import type { Deps } from '../../../deps.ts'
import { inGroupCommit } from '../../../db/group-commit.ts'
import { countMoneyAction } from '../../../lib/metrics.ts'
import { addToRechargeTotal } from '../../account/index.ts'
import { recordAudit } from '../../audit/index.ts'
import { endWhatEntryMade, receiptSplitOf, refuseUnreversedReceipts } from '../../income/index.ts'
import {
  balanceMoved,
  entryAmount,
  findEntry,
  postReversal,
  type Reversal,
  type Reversed,
  reversibleEntry,
} from '../../ledger/index.ts'
import { awaitingApproval, gateMoneyAction } from '../approvals/index.ts'

/**
 * An admin reverses an entry, always with a second admin (decision 0058): the first one's call only
 * records the request with its reason (409 until approved); the second one's approval posts the
 * mirror, ends the holding a purchase or a receipt made, and writes the audit record naming both,
 * in one transaction.
 */
export async function reverseEntry(deps: Deps, input: Reversal): Promise<Reversed> {
  // In the user's own lane, after their money requests (see `inGroupCommit`).
  const owner = (await findEntry(deps.db, input.entryId))?.user_id ?? 0
  const done = await inGroupCommit(deps.database, owner, async (tx) => {
    const step = { ...deps, db: tx }
    const original = await reversibleEntry(step, input.entryId)
    // Refused now rather than after a second admin approved what cannot be done.
    await refuseUnreversedReceipts(step, original)
    const gate = await gateMoneyAction(step, {
      action: 'ledger.reverse',
      targetId: original.id,
      target: `entry:${original.id}`,
      amount: await entryAmount(step, original.id),
      operatorId: input.operatorId,
      reference: '',
      userId: original.user_id,
      alwaysTwo: true,
      details: JSON.stringify({ reason: input.reason }),
    })
    if (!gate.go) return null
    const reversed = await postReversal(step, input, await receiptSplitOf(step, original))
    // A reversed recharge no longer counts towards the user's VIP level.
    if (original.kind === 'recharge' && original.user_id !== null)
      await addToRechargeTotal(tx, original.user_id, balanceMoved(reversed))
    const holdingsEnded = await endWhatEntryMade(step, original)
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'ledger.reverse',
      target: `entry:${input.entryId}`,
      before: { entry: original.id, kind: original.kind, reference: original.reference },
      after: {
        reversal: reversed.entry.id,
        reason: input.reason,
        postings: reversed.postings.map((p) => ({ account: p.code, amount: p.amount })),
        ...(holdingsEnded.length === 0 ? {} : { holdingsEnded }),
        ...(gate.requestedBy === null ? {} : { requestedBy: gate.requestedBy, approvedBy: input.operatorId }),
      },
      now: reversed.entry.created_at,
    })
    return reversed
  })
  if (!done) throw awaitingApproval()
  countMoneyAction('reversal')
  return done
}
