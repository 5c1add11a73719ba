import { formatMoney, withdrawalFee, type Page, type WithdrawBody, type WithdrawalRow } from '@app/contracts'
import type { Deps, Scope } from '../../../deps.ts'
import { AppError } from '../../../lib/errors.ts'
import { countMoneyAction } from '../../../lib/metrics.ts'
import { PAGE_SIZE, toPage } from '../../../lib/paging.ts'
import { findReceiptAccount, receiptCoolDown } from '../../account/index.ts'
import { recordAudit } from '../../audit/index.ts'
import { notifyUser } from '../../notifications/index.ts'
import { awaitingApproval, gateMoneyAction } from '../approvals/index.ts'
import { getAppConfigRow } from '../../config/index.ts'
import { postEntry } from '../../ledger/index.ts'
import { getMoneySettings } from '../money-settings.repo.ts'
import { inUserLane, settle } from './withdrawal-settle.service.ts'
import { presentWithdrawal } from './withdrawals.presenter.ts'
import * as repo from './withdrawals.repo.ts'

const DAY = 86_400

/** A step of a withdrawal: the query builder, the clock, and the settings (the receipt cool-down). */
type WithdrawDeps = Pick<Deps, 'db' | 'clock' | 'env'>

/** `2026-11-25 06:00 UTC`: a time in a message, the same for every reader whatever their zone. */
function utcMinute(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** What the withdraw form needs: the rules, today's use, and the receipt account. */
export async function withdrawOptions(deps: WithdrawDeps, userId: number) {
  const day = Math.floor(deps.clock.now() / DAY)
  const [settings, receiptAccount, usedToday] = await Promise.all([
    getMoneySettings(deps.db),
    findReceiptAccount(deps.db, userId),
    repo.withdrawalsOnDay(deps.db, userId, day),
  ])
  const coolDown = receiptCoolDown(deps, receiptAccount ?? { changed_at: null, password_reset_at: null })
  return { settings, receiptAccount, coolDown, usedToday }
}

/** One page of a user's withdrawals, newest first after `cursor`. */
export async function listWithdrawals(
  deps: Pick<Scope, 'db'>,
  { userId, cursor }: { userId: number; cursor: number | undefined },
): Promise<Page<WithdrawalRow>> {
  const rows = await repo.listWithdrawals(deps.db, { userId, cursor, limit: PAGE_SIZE + 1 })
  return toPage(rows, PAGE_SIZE, presentWithdrawal)
}

/** What a withdrawal asks for, once its password has been confirmed (`confirmWithdrawer`). */
export type WithdrawalAsked = Omit<WithdrawBody, 'password'>

/**
 * The user's password before a withdrawal, outside its money transaction: every attempt is counted
 * (with the password changes and receipt-account saves), and a wrong one is refused with 400 before
 * anything else is looked at. Not in the idempotent effect, so a mistyped password is never kept as
 * the key's answer: the retry with the right one is the same request and goes on.
 */
export async function confirmWithdrawer(
  deps: Pick<Deps, 'database' | 'clock' | 'stepUp' | 'passwords'>,
  { userId, password }: { userId: number; password: string },
): Promise<void> {
  await deps.stepUp.confirmPassword(deps, { userId, password })
}

/**
 * A withdrawal request: within the minimum, maximum and daily count, to the user's receipt account,
 * not during the cool-down after that account was changed or the password reset, and with the fee
 * the user was shown.
 * Creating it moves the amount from the chosen wallet into the hold, inside the caller's
 * transaction (`deps.db` is the open `tx`); every refusal comes before any money moves.
 */
export async function createWithdrawal(
  deps: WithdrawDeps,
  { userId, withdrawal }: { userId: number; withdrawal: WithdrawalAsked },
): Promise<repo.Withdrawal> {
  const { db: tx } = deps
  const now = deps.clock.now()
  const account = await findReceiptAccount(tx, userId)
  if (!account) throw new AppError('CONFLICT', 'wallet.receiptAccountRequired')
  const { withdrawableFrom: from, passwordResetAt } = receiptCoolDown(deps, account)
  if (from !== null && passwordResetAt !== null)
    throw new AppError('CONFLICT', 'wallet.resetCoolingDown', {
      values: { resetAt: utcMinute(passwordResetAt), from: utcMinute(from) },
    })
  if (from !== null && account.changed_at !== null)
    throw new AppError('CONFLICT', 'wallet.receiptCoolingDown', {
      values: { changedAt: utcMinute(account.changed_at), from: utcMinute(from) },
    })
  const settings = await getMoneySettings(tx)
  const { currency } = await getAppConfigRow(tx)
  const amount = Number(withdrawal.amount)
  checkLimits(amount, settings, currency)
  const fee = withdrawalFee(amount, settings.withdraw_fee_bp)
  if (Number(withdrawal.expectedFee) !== fee || Number(withdrawal.expectedActual) !== amount - fee)
    throw new AppError('CONFLICT', 'wallet.feeChanged', {
      values: { fee: formatMoney(fee, currency), actual: formatMoney(amount - fee, currency) },
    })
  const { day, nth } = await countToday(deps, userId, settings.withdraw_daily_count)
  const entryId = await postEntry(deps, {
    kind: 'withdraw',
    // The day's count makes the reference unique: one entry per withdrawal, never two.
    reference: `withdraw:u${userId}:d${day}:${nth}`,
    userId,
    actor: `user:${userId}`,
    reason: 'withdrawal requested',
    now,
    lines: [
      { account: { user: userId, kind: withdrawal.wallet }, amount: -amount },
      { account: { user: userId, kind: 'withdraw_hold' }, amount },
    ],
  })
  return repo.insertWithdrawal(tx, {
    user_id: userId,
    wallet: withdrawal.wallet,
    amount,
    fee_bp: settings.withdraw_fee_bp,
    fee,
    account_number: account.account_number,
    receiver_name: account.receiver_name,
    method: account.method,
    status: 'pending',
    created_at: now,
    expires_at: now + settings.withdraw_expiry_hours * 3600,
    decided_at: null,
    decided_by: null,
    reason: '',
    hold_entry_id: entryId,
    settle_entry_id: null,
    receipt_changed_at: account.changed_at,
  })
}

/** Counts one more withdrawal of the user today, within the daily count: the day and its number. */
async function countToday(deps: Scope, userId: number, limit: number) {
  const day = Math.floor(deps.clock.now() / DAY)
  const nth = await repo.countWithdrawal(deps.db, userId, day, limit)
  if (nth === null) throw new AppError('CONFLICT', 'wallet.withdrawDailyLimit', { values: { count: limit } })
  return { day, nth }
}

/** The minimum and maximum, each answered with the amount in the config's currency. */
function checkLimits(
  amount: number,
  settings: { withdraw_min: number; withdraw_max: number },
  currency: string,
): void {
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
}

/**
 * Pays a withdrawal out with the bank's transaction id, kept with it; above the approval cap the
 * first operator's action only asks (and the reference kept is the one that operator gave).
 */
export async function completeWithdrawal(
  deps: Deps,
  {
    withdrawalId: id,
    operatorId,
    reference: given,
  }: { withdrawalId: number; operatorId: number; reference: string },
): Promise<repo.Withdrawal> {
  const done = await inUserLane(deps, id, async (tx) => {
    const found = await repo.findWithdrawal(tx, id)
    if (!found) throw new AppError('NOT_FOUND')
    if (found.status !== 'pending') throw new AppError('CONFLICT', 'wallet.withdrawalDecided')
    // Above the approval cap, a second operator's action pays out; the first one's only asks.
    const gate = await gateMoneyAction(
      { ...deps, db: tx },
      {
        action: 'withdrawal.complete',
        target: `withdrawal:${id}`,
        targetId: id,
        amount: found.amount,
        operatorId,
        reference: given,
        userId: found.user_id,
      },
    )
    if (!gate.go) return undefined
    const { reference } = gate
    const w = await settle(
      { ...deps, db: tx },
      { id, outcome: 'completed', operatorId, reason: '', reference },
    )
    const pair = gate.requestedBy === null ? {} : { requestedBy: gate.requestedBy, approvedBy: operatorId }
    await recordAudit(tx, {
      operatorId,
      action: 'withdrawal.complete',
      target: `withdrawal:${id}`,
      before: { status: 'pending' },
      // The account's last four digits only: enough to tell accounts apart in the log's sentence.
      after: {
        status: 'completed',
        paid: w.amount - w.fee,
        fee: w.fee,
        accountEnd: w.account_number.slice(-4),
        reference,
        ...pair,
      },
      // The audit entry bears the decision's own time.
      now: w.decided_at ?? deps.clock.now(),
    })
    await notifyUser(
      { ...deps, db: tx },
      { userId: w.user_id, type: 'withdrawal.paid', params: { amount: w.amount - w.fee, withdrawalId: id } },
    )
    return { w, approvedBySecond: gate.requestedBy !== null }
  })
  if (!done) throw awaitingApproval()
  countMoneyAction('withdrawal_completed')
  if (done.approvedBySecond) countMoneyAction('approval_granted')
  return done.w
}

export async function rejectWithdrawal(
  deps: Deps,
  { withdrawalId: id, operatorId, reason }: { withdrawalId: number; operatorId: number; reason: string },
): Promise<repo.Withdrawal> {
  const rejected = await inUserLane(deps, id, async (tx) => {
    const w = await settle(
      { ...deps, db: tx },
      { id, outcome: 'rejected', operatorId, reason, reference: null },
    )
    await recordAudit(tx, {
      operatorId,
      action: 'withdrawal.reject',
      target: `withdrawal:${id}`,
      before: { status: 'pending' },
      after: { status: 'rejected', returned: w.amount, reason },
      now: w.decided_at ?? deps.clock.now(),
    })
    await notifyUser(
      { ...deps, db: tx },
      { userId: w.user_id, type: 'withdrawal.rejected', params: { amount: w.amount, withdrawalId: id } },
    )
    return w
  })
  countMoneyAction('withdrawal_rejected')
  return rejected
}

/**
 * Pending withdrawals past their time are expired and their money returned, each once; the user is
 * told in the same transaction (their lists and balances refresh on it).
 */
export async function expireWithdrawals(deps: Deps): Promise<number> {
  const due = await repo.listDueWithdrawalIds(deps.db, deps.clock.now(), 500)
  let expired = 0
  for (const id of due) {
    try {
      await inUserLane(deps, id, async (tx) => {
        const w = await settle(
          { ...deps, db: tx },
          { id, outcome: 'expired', operatorId: null, reason: 'expired', reference: null },
        )
        await notifyUser(
          { ...deps, db: tx },
          { userId: w.user_id, type: 'withdrawal.expired', params: { amount: w.amount, withdrawalId: id } },
        )
      })
      expired++
    } catch (error) {
      // Another process or an operator settled it first: nothing to do.
      if (!(error instanceof AppError)) throw error
    }
  }
  return expired
}
