import type { MoneyApproval } from '@app/contracts'
import type { Deps, Scope } from '../../../deps.ts'
import type { MoneyApprovalAction } from '../../../db/schema.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { AppError } from '../../../lib/errors.ts'
import { countMoneyAction } from '../../../lib/metrics.ts'
import { recordAudit } from '../../audit/index.ts'
import { addAlone, subtractAlone } from './alone-days.repo.ts'
import { approvedAction, type ApprovedAction } from './approved-action.ts'
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
  /** What it acts on, as the audit log names it (`recharge:12`). */
  target: string
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
        target: input.target,
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

/**
 * A second operator's approval of request `approval`, inside the transaction that carries it out
 * (an action that does not pass `gateMoneyAction` again, such as a change of limits); parallel
 * approvals pass once.
 */
export async function approveWaiting(
  deps: Scope,
  { approval, operatorId }: { approval: repo.ApprovalRow; operatorId: number },
): Promise<void> {
  if (!(await repo.approve(deps.db, { id: approval.id, operatorId, now: deps.clock.now() })))
    throw new AppError('CONFLICT', 'wallet.approvalDecided')
}

/**
 * Records a request of `action` for a second operator as an object of its own (the next of its
 * kind), turning down the one that waited: a newer change replaces an older. Returns its id and
 * the one it replaced.
 */
export async function askAnew(
  deps: Scope,
  input: { action: MoneyApprovalAction; amount: number; details: string; operatorId: number },
): Promise<{ id: number; replaces: number | null }> {
  const { db } = deps
  const now = deps.clock.now()
  const waiting = await repo.findPending(db, input.action)
  if (waiting) await repo.reject(db, { id: waiting.id, operatorId: input.operatorId, now })
  const id = await repo.insertNext(db, { ...input, now })
  return { id, replaces: waiting?.id ?? null }
}

/**
 * The bank reference the first operator gave, which approving keeps. A request asked before
 * references were kept has none to keep: it is decided from its queue.
 */
export function keptReference(approval: repo.ApprovalRow): string {
  if (approval.external_reference === null) throw new AppError('CONFLICT', 'wallet.approvalWithoutReference')
  return approval.external_reference
}

/** A second operator turns a request down: no money moves, and the action may be asked again. */
export async function rejectApproval(
  deps: Deps,
  actions: readonly ApprovedAction[],
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
      target: approvedAction(actions, row.action).target(row.target_id),
      before: { status: 'pending', asks: row.action, requestedBy: row.requested_by },
      after: { status: 'rejected' },
      now,
    })
  })
  countMoneyAction('approval_rejected')
}

/** How many waiting requests the console's list shows. */
const LISTED = 200

/**
 * The requests waiting for a second operator, oldest first: those whose object still waits, as
 * each action says (a recharge or withdrawal only while pending; reversals and limit changes until
 * decided). Read in pages until the list is full, so requests left over by objects decided
 * meanwhile never crowd out the ones that wait.
 */
export async function pendingApprovals(
  deps: Pick<Scope, 'db'>,
  actions: readonly ApprovedAction[],
): Promise<MoneyApproval[]> {
  const listed: MoneyApproval[] = []
  let after = 0
  for (;;) {
    const page = await repo.listPendingApprovals(deps.db, { after, limit: LISTED })
    const open = new Map<string, ReadonlySet<number> | null>()
    for (const approved of actions) {
      const ids = page.filter((r) => r.action === approved.action).map((r) => r.target_id)
      open.set(
        approved.action,
        approved.stillOpen && ids.length > 0 ? await approved.stillOpen(deps.db, ids) : null,
      )
    }
    for (const row of page) {
      const approved = approvedAction(actions, row.action)
      const waiting = open.get(row.action)
      if (!waiting || waiting.has(row.target_id)) listed.push(presentApproval(row, approved))
    }
    const last = page.at(-1)
    if (listed.length >= LISTED || page.length < LISTED || !last) return listed.slice(0, LISTED)
    after = last.id
  }
}
