import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { findHolding, updateHoldingFrozen, type HoldingRow } from './holdings.repo.ts'

/**
 * Freezes or unfreezes a holding for an operator, with its audit entry; returns the holding after.
 */
export async function setHoldingFrozen(
  deps: Deps,
  { holdingId, frozen, operatorId }: { holdingId: number; frozen: boolean; operatorId: number },
): Promise<HoldingRow> {
  const now = deps.clock.now()
  const flag = frozen ? 1 : 0
  return inTransaction(deps.database, async (tx) => {
    const before = await findHolding(tx, holdingId)
    if (!before) throw new AppError('NOT_FOUND')
    // A holding ended by a reversal stays as it is: unfreezing it would pay what was taken back.
    if (before.ended_at !== null) throw new AppError('CONFLICT', 'income.holdingEnded')
    await updateHoldingFrozen(tx, holdingId, flag)
    await recordAudit(tx, {
      operatorId,
      action: frozen ? 'holding.freeze' : 'holding.unfreeze',
      target: `holding:${holdingId}`,
      before: { frozen: before.frozen },
      after: { frozen: flag },
      now,
    })
    return { ...before, frozen: flag }
  })
}
