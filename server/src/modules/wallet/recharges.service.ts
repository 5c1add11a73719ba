import type { RechargeBody, RechargeRow } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { RechargesTable } from '../../db/schema.ts'
import { inTransaction, type Tx } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { postEntry } from '../ledger/ledger.service.ts'
import { recordAudit } from '../audit/audit.repo.ts'
import { completeInviteReward } from './invite-reward.ts'
import { getMoneySettings } from './money-settings.repo.ts'

/** A user may have this many recharges waiting for an operator at once. */
const MAX_PENDING_RECHARGES = 5

type RechargeRecord = Omit<RechargesTable, 'id'> & { id: number }
type Channel = { name: string; company_name: string; company_number: string } | undefined

export function presentRecharge(r: RechargeRecord, channel: Channel): RechargeRow {
  return {
    id: r.id,
    amount: String(r.amount),
    membershipNumber: r.membership_number,
    payerAccount: r.payer_account,
    channel: channel
      ? { name: channel.name, companyName: channel.company_name, companyNumber: channel.company_number }
      : null,
    status: r.status,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    decidedAt: r.decided_at,
  }
}

/** A pending recharge: the user pays the channel's company outside the app; an operator confirms it. */
export async function createRecharge(
  tx: Tx,
  userId: number,
  body: RechargeBody,
  now: number,
): Promise<RechargeRow> {
  const channel = await tx
    .selectFrom('payment_channels')
    .selectAll()
    .where('id', '=', body.channelId)
    .where('enabled', '=', 1)
    .executeTakeFirst()
  if (!channel)
    throw new AppError('VALIDATION_FAILED', 'validation.walletTypeRequired', { field: 'channelId' })
  const pending = await tx
    .selectFrom('recharges')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .execute()
  if (pending.length >= MAX_PENDING_RECHARGES)
    throw new AppError('CONFLICT', 'wallet.tooManyPendingRecharges')
  const settings = await getMoneySettings(tx)
  const row = await tx
    .insertInto('recharges')
    .values({
      user_id: userId,
      amount: Number(body.amount),
      membership_number: body.membershipNumber,
      payer_account: body.payerAccount,
      channel_id: channel.id,
      status: 'pending',
      created_at: now,
      expires_at: now + settings.recharge_expiry_minutes * 60,
      decided_at: null,
      decided_by: null,
      entry_id: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return presentRecharge(row, channel)
}

/**
 * An operator confirms that the money arrived: Pending → Completed once, and only that transition
 * credits the balance (from the outside world), in the same transaction. The user's first completed
 * recharge also pays their inviter's reward.
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
    await decide(tx, rechargeId, 'completed', operatorId, now)
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
    await completeInviteReward(tx, recharge.user_id, now)
  })
}

/** An operator marks a recharge that never arrived (or was wrong) as Error; no money moves. */
export async function markRechargeError(deps: Deps, rechargeId: number, operatorId: number): Promise<void> {
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    await decide(tx, rechargeId, 'error', operatorId, now)
    await recordAudit(tx, {
      operatorId,
      action: 'recharge.error',
      target: `recharge:${rechargeId}`,
      before: { status: 'pending' },
      after: { status: 'error' },
      now,
    })
  })
}

/** The user withdraws a recharge they no longer mean to pay. */
export async function cancelRecharge(deps: Deps, userId: number, rechargeId: number): Promise<void> {
  const now = deps.clock.now()
  const moved = await deps.database.db
    .updateTable('recharges')
    .set({ status: 'cancelled', decided_at: now })
    .where('id', '=', rechargeId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst()
  if (moved.numUpdatedRows !== 1n) {
    const exists = await deps.database.db
      .selectFrom('recharges')
      .select('id')
      .where('id', '=', rechargeId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    throw exists ? new AppError('CONFLICT', 'wallet.rechargeDecided') : new AppError('NOT_FOUND')
  }
}

/** Pending recharges past their time become Expired; nothing was credited, so no money moves. */
export async function expireRecharges(deps: Deps): Promise<number> {
  const result = await deps.database.db
    .updateTable('recharges')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', deps.clock.now())
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Pending → a terminal state, once: a conditional update, so parallel operators move it once. */
async function decide(
  tx: Tx,
  rechargeId: number,
  status: 'completed' | 'error',
  operatorId: number,
  now: number,
): Promise<void> {
  const moved = await tx
    .updateTable('recharges')
    .set({ status, decided_at: now, decided_by: operatorId })
    .where('id', '=', rechargeId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst()
  if (moved.numUpdatedRows !== 1n) {
    const exists = await tx
      .selectFrom('recharges')
      .select('id')
      .where('id', '=', rechargeId)
      .executeTakeFirst()
    throw exists ? new AppError('CONFLICT', 'wallet.rechargeDecided') : new AppError('NOT_FOUND')
  }
}
