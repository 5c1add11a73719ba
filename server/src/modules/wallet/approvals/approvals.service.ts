import type { MoneyApproval } from '@app/contracts'
import type { Deps, Scope } from '../../../deps.ts'
import type { MoneyApprovalAction } from '../../../db/schema.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { AppError } from '../../../lib/errors.ts'
import { countMoneyAction } from '../../../lib/metrics.ts'
import { recordAudit } from '../../audit/index.ts'
import { addAlone, subtractAlone } from './alone-days.repo.ts'
import { targetOf } from './approval-targets.ts'
import * as repo from './approvals.repo.ts'
import { presentApproval } from './approvals.presenter.ts'
import { getMoneySettings, type MoneySettingsRow } from '../money-settings.repo.ts'

const DAY = 86_400

/**
 * Whether one operator may move `amount` alone: the cap is off, or the amount is within it and
 * what this operator, and this user, moved alone today stays within their daily caps (the user's
 * is the approval cap itself: splits of one user's money add up as one action would). Counts the
 * amount as moved when it may.
 */
async function mayMoveAlone(
  db: Scope['db'],
  settings: MoneySettingsRow,
  { amount, operatorId, userId, now }: { amount: number; operatorId: number; userId: number; now: number },
): Promise<boolean> {
  const cap = settings.approval_cap
  if (cap <= 0) return true
  if (amount > cap) return false
  const day = Math.floor(now / DAY)
  const user = { subject: `user:${userId}`, day, amount }
  if (!(await addAlone(db, { ...user, limit: cap }))) return false
  const operatorCap = settings.operator_daily_cap
  if (operatorCap <= 0) return true
  if (await addAlone(db, { subject: `operator:${operatorId}`, day, amount, limit: operatorCap })) return true
  await subtractAlone(db, user)
  return false
}

/**
 * Go: the money moves now (`requestedBy` is the first operator, when a second one approved), with
 * `reference` kept as the bank's transaction id: the first operator's, when there were two.
 */
export type Gate = { go: true; requestedBy: number | null; reference: string } | { go: false }

/** What a gated action asks for. */
export interface GatedAction {
  action: MoneyApprovalAction
  targetId: number
  amount: number
  operatorId: number
  reference: string
  /** The user whose money moves: their daily total alone counts. Null: none (a settings change). */
  userId: number | null
  /** Two operators at any amount (reversals, loosened limits), whatever the cap. */
  alwaysTwo?: boolean
  /** What the second operator approves besides the amount (JSON): a reason, the limits asked. */
  details?: string
}

/**
 * Maker-checker, inside the money action's own transaction: above the cap in the money settings,
 * or past the daily totals one operator moves alone (per user, and per operator), or always for
 * `alwaysTwo`, the first operator's action only records a request; a second, different operator's
 * action (or approval) lets the money move, once. Otherwise one operator suffices.
 */
export async function gateMoneyAction(deps: Scope, input: GatedAction): Promise<Gate> {
  const { db } = deps
  const settings = await getMoneySettings(db)
  const now = deps.clock.now()
  const existing = await repo.findApproval(db, input.action, input.targetId)
  const waiting = existing?.status === 'pending'
  // Nothing waits for a second operator, and one may do this alone: it moves now.
  if (
    !waiting &&
    !input.alwaysTwo &&
    input.userId !== null &&
    (await mayMoveAlone(db, settings, { ...input, userId: input.userId, now }))
  )
    return { go: true, requestedBy: null, reference: input.reference }
  const cap = settings.approval_cap
  if (existing?.status === 'pending' && existing.requested_by !== input.operatorId) {
    // The conditional write lets one of several parallel approvals through.
    if (!(await repo.approve(db, { id: existing.id, operatorId: input.operatorId, now })))
      throw new AppError('CONFLICT', 'wallet.approvalDecided')
    // The reference the first operator gave is the one kept (one asked before references: this one).
    return {
      go: true,
      requestedBy: existing.requested_by,
      reference: existing.external_reference ?? input.reference,
    }
  }
  if (existing?.status !== 'pending') {
    const asked = await repo.requestApproval(db, {
      action: input.action,
      targetId: input.targetId,
      amount: input.amount,
      operatorId: input.operatorId,
      reference: input.reference,
      details: input.details ?? null,
      now,
    })
    if (asked.requested_by === input.operatorId)
      await recordAudit(db, {
        operatorId: input.operatorId,
        action: 'approval.request',
        target: targetOf(input.action, input.targetId),
        before: null,
        after: {
          approval: asked.id,
          asks: input.action,
          amount: input.amount,
          cap,
          reference: asked.external_reference,
        },
        now,
      })
  }
  return { go: false }
}

/** The refusal a first operator's action above the cap answers with, once its request is kept. */
export const awaitingApproval = () => new AppError('CONFLICT', 'wallet.awaitingApproval')

/** Checks that `operatorId` may approve request `id`: it waits, and someone else asked. */
export async function approvalToDecide(
  deps: Pick<Scope, 'db'>,
  { id, operatorId }: { id: number; operatorId: number },
): Promise<repo.ApprovalRow> {
  const row = await repo.findApprovalById(deps.db, id)
  if (!row) throw new AppError('NOT_FOUND')
  if (row.status !== 'pending') throw new AppError('CONFLICT', 'wallet.approvalDecided')
  if (row.requested_by === operatorId) throw new AppError('FORBIDDEN', 'wallet.approvalOwn')
  return row
}

/** A second operator turns a request down: no money moves, and the action may be asked again. */
export async function rejectApproval(
  deps: Deps,
  { id, operatorId }: { id: number; operatorId: number },
): Promise<void> {
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const row = await repo.findApprovalById(tx, id)
    if (!row) throw new AppError('NOT_FOUND')
    if (!(await repo.reject(tx, { id, operatorId, now })))
      throw new AppError('CONFLICT', 'wallet.approvalDecided')
    await recordAudit(tx, {
      operatorId,
      action: 'approval.reject',
      target: targetOf(row.action, row.target_id),
      before: { status: 'pending', asks: row.action, requestedBy: row.requested_by },
      after: { status: 'rejected' },
      now,
    })
  })
  countMoneyAction('approval_rejected')
}

/** The requests waiting for a second operator, oldest first. */
export async function pendingApprovals(deps: Pick<Scope, 'db'>): Promise<MoneyApproval[]> {
  return (await repo.listPendingApprovals(deps.db, 200)).map(presentApproval)
}
