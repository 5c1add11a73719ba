import type { ContentLocale, Page, RechargeBody, RechargeRow } from '@app/contracts'
import type { Deps, Scope } from '../../../deps.ts'
import { inGroupCommit } from '../../../db/group-commit.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { AppError } from '../../../lib/errors.ts'
import { countMoneyAction } from '../../../lib/metrics.ts'
import { PAGE_SIZE, toPage } from '../../../lib/paging.ts'
import { addToRechargeTotal, lockUserRow } from '../../account/index.ts'
import { recordAudit } from '../../audit/index.ts'
import { type NotifyStep, notifyUser } from '../../notifications/index.ts'
import { postEntry } from '../../ledger/index.ts'
import { awaitingApproval, gateMoneyAction } from '../approvals/index.ts'
import { withChannelNames } from '../settings/channel-texts.service.ts'
import { findEnabledChannel, listChannels } from '../settings/channels.repo.ts'
import { completeInviteReward } from '../points/invite-reward.service.ts'
import { getMoneySettings, listPresets } from '../money-settings.repo.ts'
import { presentRecharge } from './recharges.presenter.ts'
import * as repo from './recharges.repo.ts'

/** A user may have this many recharges waiting for an operator at once. */
const MAX_PENDING_RECHARGES = 5

/** What the recharge form offers: the enabled channels (named in `locale`), the amount presets, the expiry. */
export async function rechargeOptions(deps: Pick<Scope, 'db'>, locale: ContentLocale | null = null) {
  const [stored, presets, settings] = await Promise.all([
    listChannels(deps.db, true),
    listPresets(deps.db),
    getMoneySettings(deps.db),
  ])
  const channels = await withChannelNames(
    deps,
    stored,
    locale,
    (c) => c.id,
    (c, name) => ({ ...c, name }),
  )
  return { channels, presets, settings }
}

/** One page of a user's recharges, newest first after `cursor`, channels named in `locale`. */
export async function listRecharges(
  deps: Scope,
  {
    userId,
    cursor,
    locale = null,
  }: { userId: number; cursor: number | undefined; locale?: ContentLocale | null },
): Promise<Page<RechargeRow>> {
  const rows = await withChannelNames(
    deps,
    await repo.listRecharges(deps.db, { userId, cursor, limit: PAGE_SIZE + 1 }),
    locale,
    (r) => r.channel_id,
    (r, name) => (r.channel_name === null ? r : { ...r, channel_name: name }),
  )
  const now = deps.clock.now()
  return toPage(rows, PAGE_SIZE, (r) => presentRecharge(r, now))
}

/**
 * A pending recharge: the user pays the channel's company outside the app; an operator confirms it.
 * Runs inside the caller's transaction (`deps.db` is the open `tx`), so the pending count holds.
 */
export async function createRecharge(
  deps: Scope,
  { userId, recharge }: { userId: number; recharge: RechargeBody },
): Promise<repo.RechargeWithChannel> {
  const { db: tx } = deps
  const now = deps.clock.now()
  const channel = await findEnabledChannel(tx, recharge.channelId)
  if (!channel)
    throw new AppError('VALIDATION_FAILED', 'validation.walletTypeRequired', { field: 'channelId' })
  // Parallel requests with different keys would all count the same pending rows, then all insert.
  await lockUserRow(tx, userId)
  if ((await repo.countLivePending(tx, userId, now)) >= MAX_PENDING_RECHARGES)
    throw new AppError('CONFLICT', 'wallet.tooManyPendingRecharges')
  const settings = await getMoneySettings(tx)
  if (settings.recharge_max > 0 && Number(recharge.amount) > settings.recharge_max)
    throw new AppError('VALIDATION_FAILED', 'wallet.rechargeAboveMax', { field: 'amount' })
  const row = await repo.insertRecharge(tx, {
    user_id: userId,
    amount: Number(recharge.amount),
    membership_number: recharge.membershipNumber,
    payer_account: recharge.payerAccount,
    channel_id: channel.id,
    status: 'pending',
    created_at: now,
    expires_at: now + settings.recharge_expiry_minutes * 60,
    decided_at: null,
    decided_by: null,
    entry_id: null,
  })
  return {
    ...row,
    channel_name: channel.name,
    company_name: channel.company_name,
    company_number: channel.company_number,
  }
}

export interface RechargeDecision {
  rechargeId: number
  operatorId: number
}

/** A confirmation carries the bank's transaction id, kept with it. */
export interface RechargeConfirmation extends RechargeDecision {
  reference: string
}

/**
 * An operator confirms that the money arrived: Pending → Completed once, with the bank's reference,
 * and only that transition credits the balance (from the outside world), in the same transaction.
 * The user's first completed recharge also pays their inviter's reward. Above the approval cap, the
 * first operator's confirm only asks for a second operator's (409 until then), and the reference
 * kept is the one that operator gave.
 */
export async function confirmRecharge(deps: Deps, decision: RechargeConfirmation): Promise<void> {
  // In the user's own lane, after the user's money requests (see `inGroupCommit`): a transaction
  // that takes the user's row and balance in another order than theirs never runs beside them.
  const owner = (await repo.findRecharge(deps.db, decision.rechargeId))?.user_id ?? 0
  const gate = await inGroupCommit(deps.database, owner, (tx) =>
    confirmRechargeIn({ ...deps, db: tx }, decision),
  )
  if (!gate.go) throw awaitingApproval()
  countMoneyAction('recharge_confirmed')
  if (gate.requestedBy !== null) countMoneyAction('approval_granted')
}

/** The confirmation's steps inside the caller's transaction (`step.db` is the open `tx`). */
export async function confirmRechargeIn(
  step: NotifyStep,
  { rechargeId, operatorId, reference: given }: RechargeConfirmation,
) {
  const tx = step.db
  const now = step.clock.now()
  const recharge = await repo.findRecharge(tx, rechargeId)
  if (!recharge) throw new AppError('NOT_FOUND')
  if (recharge.status !== 'pending') throw new AppError('CONFLICT', 'wallet.rechargeDecided')
  const gate = await gateMoneyAction(step, {
    action: 'recharge.confirm',
    target: `recharge:${rechargeId}`,
    targetId: rechargeId,
    amount: recharge.amount,
    operatorId,
    reference: given,
    userId: recharge.user_id,
  })
  if (!gate.go) return gate
  const { reference } = gate
  await decide(step, { rechargeId, operatorId, status: 'completed', reference })
  const entryId = await postEntry(step, {
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
  await repo.setRechargeEntry(tx, rechargeId, entryId)
  await addToRechargeTotal(tx, recharge.user_id, recharge.amount)
  await recordAudit(tx, {
    operatorId,
    action: 'recharge.confirm',
    target: `recharge:${rechargeId}`,
    before: { status: 'pending' },
    after: {
      status: 'completed',
      amount: recharge.amount,
      reference,
      ...(gate.requestedBy === null ? {} : { requestedBy: gate.requestedBy, approvedBy: operatorId }),
    },
    now,
  })
  await completeInviteReward(step, { inviteeId: recharge.user_id })
  await notifyUser(step, {
    userId: recharge.user_id,
    type: 'recharge.credited',
    params: { amount: recharge.amount, rechargeId },
  })
  return gate
}

/** An operator marks a recharge that never arrived (or was wrong) as Error; no money moves. */
export function markRechargeError(deps: Deps, decision: RechargeDecision): Promise<void> {
  return closeRecharge(deps, { ...decision, status: 'error' })
}

/**
 * An operator closes a pending recharge without crediting it: as Error (it never arrived, or was
 * wrong) or Expired early (the user will not pay it); once, audited, and no money moves.
 */
export async function closeRecharge(
  deps: Deps,
  { rechargeId, operatorId, status }: RechargeDecision & { status: 'error' | 'expired' },
): Promise<void> {
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    await decide({ ...deps, db: tx }, { rechargeId, operatorId, status })
    await recordAudit(tx, {
      operatorId,
      action: status === 'error' ? 'recharge.error' : 'recharge.expire',
      target: `recharge:${rechargeId}`,
      before: { status: 'pending' },
      after: { status },
      now,
    })
  })
  countMoneyAction(status === 'error' ? 'recharge_marked_error' : 'recharge_expired')
}

/** The user withdraws a recharge they no longer mean to pay. */
export async function cancelRecharge(
  deps: Scope,
  { userId, rechargeId }: { userId: number; rechargeId: number },
): Promise<void> {
  const moved = await repo.decideRecharge(deps.db, {
    id: rechargeId,
    userId,
    status: 'cancelled',
    operatorId: null,
    now: deps.clock.now(),
  })
  if (moved) return
  throw (await repo.rechargeExists(deps.db, rechargeId, userId))
    ? new AppError('CONFLICT', 'wallet.rechargeDecided')
    : new AppError('NOT_FOUND')
}

/** Pending recharges past their time become Expired; nothing was credited, so no money moves. */
export function expireRecharges(deps: Scope): Promise<number> {
  return repo.expirePendingRecharges(deps.db, deps.clock.now())
}

/** Pending → a terminal state, once; a recharge already decided (or gone) answers 409 (or 404). */
async function decide(
  deps: Scope,
  {
    rechargeId,
    operatorId,
    status,
    reference,
  }: RechargeDecision & { status: 'completed' | 'error' | 'expired'; reference?: string },
): Promise<void> {
  const moved = await repo.decideRecharge(deps.db, {
    id: rechargeId,
    status,
    operatorId,
    now: deps.clock.now(),
    ...(reference === undefined ? {} : { reference }),
  })
  if (moved) return
  throw (await repo.rechargeExists(deps.db, rechargeId))
    ? new AppError('CONFLICT', 'wallet.rechargeDecided')
    : new AppError('NOT_FOUND')
}
