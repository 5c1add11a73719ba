import type { MoneyApproval } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import type { MoneyApprovalAction } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { countMoneyAction } from '../../lib/metrics.ts'
import { recordAudit } from '../audit/audit.repo.ts'
import * as repo from './approvals.repo.ts'
import { presentApproval } from './approvals.presenter.ts'
import { getMoneySettings } from './money-settings.repo.ts'

/** The audit target of an action's object, as the action itself records it. */
const targetOf = (action: MoneyApprovalAction, id: number) =>
  `${action === 'recharge.confirm' ? 'recharge' : 'withdrawal'}:${id}`

/**
 * Go: the money moves now (`requestedBy` is the first operator, when a second one approved), with
 * `reference` kept as the bank's transaction id: the first operator's, when there were two.
 */
export type Gate = { go: true; requestedBy: number | null; reference: string } | { go: false }

/**
 * Maker-checker, inside the money action's own transaction: above the cap in the money settings,
 * the first operator's action only records a request; a second, different operator's action (or
 * approval) lets the money move, once. At or below the cap, one operator suffices.
 */
export async function gateMoneyAction(
  deps: Scope,
  input: {
    action: MoneyApprovalAction
    targetId: number
    amount: number
    operatorId: number
    reference: string
  },
): Promise<Gate> {
  const { db } = deps
  const { approval_cap: cap } = await getMoneySettings(db)
  if (cap <= 0 || input.amount <= cap) return { go: true, requestedBy: null, reference: input.reference }
  const now = deps.clock.now()
  const existing = await repo.findApproval(db, input.action, input.targetId)
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
    const asked = await repo.requestApproval(db, { ...input, now })
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
