import { formatMoney, type WithdrawBody, type WithdrawalRow } from '@app/contracts'
import { sql } from 'kysely'
import type { Deps } from '../../deps.ts'
import type { WithdrawalsTable } from '../../db/schema.ts'
import { inTransaction, type Tx } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { findReceiptAccount } from '../account/receipt.repo.ts'
import { getAppConfigRow } from '../config/config.repo.ts'
import { postEntry } from '../ledger/ledger.service.ts'
import { recordAudit } from '../audit/audit.repo.ts'
import { getMoneySettings } from './money-settings.repo.ts'

const DAY = 86_400

type WithdrawalRecord = Omit<WithdrawalsTable, 'id'> & { id: number }

export function presentWithdrawal(w: WithdrawalRecord): WithdrawalRow {
  return {
    id: w.id,
    wallet: w.wallet,
    amount: String(w.amount),
    fee: String(w.fee),
    feeRateBp: w.fee_bp,
    actual: String(w.amount - w.fee),
    accountNumber: w.account_number,
    receiverName: w.receiver_name,
    method: w.method,
    status: w.status,
    reason: w.reason,
    createdAt: w.created_at,
    expiresAt: w.expires_at,
    decidedAt: w.decided_at,
  }
}

/** The fee of a withdrawal: the rate in basis points, rounded down to the minor unit. */
export function withdrawalFee(amount: number, feeBp: number): number {
  // BigInt: amount × rate can pass 2^53 even when both fit; the fee itself always does.
  return Number((BigInt(amount) * BigInt(feeBp)) / 10_000n)
}

/**
 * A withdrawal request: within the minimum, maximum and daily count, to the user's receipt account.
 * Creating it moves the amount from the chosen wallet into the hold, in the same transaction.
 */
export async function createWithdrawal(
  tx: Tx,
  userId: number,
  body: WithdrawBody,
  now: number,
): Promise<WithdrawalRow> {
  const account = await findReceiptAccount(tx, userId)
  if (!account) throw new AppError('CONFLICT', 'wallet.receiptAccountRequired')
  const settings = await getMoneySettings(tx)
  const amount = Number(body.amount)
  const { currency } = await getAppConfigRow(tx)
  if (amount < settings.withdraw_min)
    throw new AppError('VALIDATION_FAILED', 'wallet.withdrawBelowMin', {
      field: 'amount',
      values: { min: formatMoney(settings.withdraw_min, currency) },
    })
  if (amount > settings.withdraw_max)
    throw new AppError('VALIDATION_FAILED', 'wallet.withdrawAboveMax', {
      field: 'amount',
      values: { max: formatMoney(settings.withdraw_max, currency) },
    })
  const day = Math.floor(now / DAY)
  const counted = await tx
    .insertInto('withdraw_day_counts')
    .values({ user_id: userId, day, withdrawals: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ withdrawals: sql`withdraw_day_counts.withdrawals + 1` })
        .where('withdraw_day_counts.withdrawals', '<', settings.withdraw_daily_count),
    )
    .returning('withdrawals')
    .executeTakeFirst()
  if (!counted)
    throw new AppError('CONFLICT', 'wallet.withdrawDailyLimit', {
      values: { count: settings.withdraw_daily_count },
    })
  const fee = withdrawalFee(amount, settings.withdraw_fee_bp)
  const entryId = await postEntry(tx, {
    kind: 'withdraw',
    reference: `withdraw:u${userId}:d${day}:${counted.withdrawals}`,
    userId,
    actor: `user:${userId}`,
    reason: 'withdrawal requested',
    now,
    lines: [
      { account: { user: userId, kind: body.wallet }, amount: -amount },
      { account: { user: userId, kind: 'withdraw_hold' }, amount },
    ],
  })
  const row = await tx
    .insertInto('withdrawals')
    .values({
      user_id: userId,
      wallet: body.wallet,
      amount,
      fee_bp: settings.withdraw_fee_bp,
      fee,
      account_number: account.accountNumber,
      receiver_name: account.receiverName,
      method: account.method,
      status: 'pending',
      created_at: now,
      expires_at: now + settings.withdraw_expiry_hours * 3600,
      decided_at: null,
      decided_by: null,
      reason: '',
      hold_entry_id: entryId,
      settle_entry_id: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return presentWithdrawal(row)
}

type Outcome = 'completed' | 'rejected' | 'expired'

/**
 * Pending → one terminal state, once (a conditional update). Completing pays the hold out to the
 * world, the fee to the platform's fees; rejecting or expiring returns it to the wallet it came from.
 */
async function settle(
  tx: Tx,
  id: number,
  outcome: Outcome,
  actor: { operatorId: number | null; reason: string },
  now: number,
): Promise<WithdrawalRecord> {
  let update = tx
    .updateTable('withdrawals')
    .set({ status: outcome, decided_at: now, decided_by: actor.operatorId, reason: actor.reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
  update =
    outcome === 'expired' ? update.where('expires_at', '<=', now) : update.where('expires_at', '>', now)
  const moved = await update.executeTakeFirst()
  const w = await tx.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst()
  if (!w) throw new AppError('NOT_FOUND')
  if (moved.numUpdatedRows !== 1n) throw new AppError('CONFLICT', 'wallet.withdrawalDecided')
  const hold = { account: { user: w.user_id, kind: 'withdraw_hold' as const }, amount: -w.amount }
  const lines =
    outcome === 'completed'
      ? [
          hold,
          { account: { system: 'world' as const }, amount: w.amount - w.fee },
          ...(w.fee > 0 ? [{ account: { system: 'fees' as const }, amount: w.fee }] : []),
        ]
      : [hold, { account: { user: w.user_id, kind: w.wallet }, amount: w.amount }]
  const entryId = await postEntry(tx, {
    kind: outcome === 'completed' ? 'withdraw_paid' : 'withdraw_return',
    reference: `withdraw-settle:${id}`,
    userId: w.user_id,
    actor: actor.operatorId === null ? 'system' : `operator:${actor.operatorId}`,
    reason: actor.reason || `withdrawal ${outcome}`,
    now,
    lines,
  })
  await tx.updateTable('withdrawals').set({ settle_entry_id: entryId }).where('id', '=', id).execute()
  return { ...w, settle_entry_id: entryId }
}

export async function completeWithdrawal(deps: Deps, id: number, operatorId: number): Promise<WithdrawalRow> {
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const w = await settle(tx, id, 'completed', { operatorId, reason: '' }, now)
    await recordAudit(tx, {
      operatorId,
      action: 'withdrawal.complete',
      target: `withdrawal:${id}`,
      before: { status: 'pending' },
      after: { status: 'completed', paid: w.amount - w.fee, fee: w.fee },
      now,
    })
    return presentWithdrawal(w)
  })
}

export async function rejectWithdrawal(
  deps: Deps,
  id: number,
  operatorId: number,
  reason: string,
): Promise<WithdrawalRow> {
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const w = await settle(tx, id, 'rejected', { operatorId, reason }, now)
    await recordAudit(tx, {
      operatorId,
      action: 'withdrawal.reject',
      target: `withdrawal:${id}`,
      before: { status: 'pending' },
      after: { status: 'rejected', returned: w.amount, reason },
      now,
    })
    return presentWithdrawal(w)
  })
}

/** Pending withdrawals past their time are expired and their money returned, each once. */
export async function expireWithdrawals(deps: Deps): Promise<number> {
  const now = deps.clock.now()
  const due = await deps.database.db
    .selectFrom('withdrawals')
    .select('id')
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .limit(500)
    .execute()
  let expired = 0
  for (const { id } of due) {
    try {
      await inTransaction(deps.database, (tx) =>
        settle(tx, id, 'expired', { operatorId: null, reason: 'expired' }, now),
      )
      expired++
    } catch (error) {
      // Another process or an operator settled it first: nothing to do.
      if (!(error instanceof AppError)) throw error
    }
  }
  return expired
}
