import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { postEntry } from '../ledger/ledger.service.ts'
import { recordAudit } from '../ops/audit.repo.ts'

/** How long a pending recharge waits for the operator before it expires (seconds). */
export const DEFAULT_RECHARGE_EXPIRY_SECONDS = 30 * 60

export async function createRecharge(
  deps: Deps,
  userId: number,
  recharge: { amount: number; membershipNumber: string; channelId: number | null },
  expirySeconds = DEFAULT_RECHARGE_EXPIRY_SECONDS,
): Promise<number> {
  const now = deps.clock.now()
  const row = await deps.database.db
    .insertInto('recharges')
    .values({
      user_id: userId,
      amount: recharge.amount,
      membership_number: recharge.membershipNumber,
      channel_id: recharge.channelId,
      status: 'pending',
      created_at: now,
      expires_at: now + expirySeconds,
      decided_at: null,
      decided_by: null,
      entry_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * An operator confirms that the money arrived: the recharge moves Pending → Completed once, and only
 * that transition credits the balance (from the outside world), in the same transaction.
 */
export async function confirmRecharge(deps: Deps, rechargeId: number, operatorId: number): Promise<void> {
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const recharge = await tx
      .selectFrom('recharges')
      .selectAll()
      .where('id', '=', rechargeId)
      .executeTakeFirst()
    if (!recharge) throw new AppError('NOT_FOUND')
    const moved = await tx
      .updateTable('recharges')
      .set({ status: 'completed', decided_at: now, decided_by: operatorId })
      .where('id', '=', rechargeId)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (moved.numUpdatedRows !== 1n) throw new AppError('CONFLICT', 'wallet.rechargeDecided')
    const entryId = await postEntry(tx, {
      kind: 'recharge',
      reference: `recharge:${rechargeId}`,
      userId: recharge.user_id,
      actor: `operator:${operatorId}`,
      reason: 'recharge confirmed',
      now,
      lines: [
        { account: { system: 'world' }, amount: -recharge.amount },
        { account: { user: recharge.user_id, kind: 'balance' }, amount: recharge.amount },
      ],
    })
    await tx.updateTable('recharges').set({ entry_id: entryId }).where('id', '=', rechargeId).execute()
    await recordAudit(tx, {
      operatorId,
      action: 'recharge.confirm',
      target: `recharge:${rechargeId}`,
      before: { status: 'pending' },
      after: { status: 'completed', amount: recharge.amount },
      now,
    })
  })
}
