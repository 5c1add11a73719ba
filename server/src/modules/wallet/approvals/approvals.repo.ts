import type { Kysely } from 'kysely'
import type { DB, MoneyApprovalAction } from '../../../db/schema.ts'

export function findApproval(db: Kysely<DB>, action: MoneyApprovalAction, targetId: number) {
  return db
    .selectFrom('money_approvals')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .executeTakeFirst()
}

export function findApprovalById(db: Kysely<DB>, id: number) {
  return db.selectFrom('money_approvals').selectAll().where('id', '=', id).executeTakeFirst()
}

export type ApprovalRow = NonNullable<Awaited<ReturnType<typeof findApprovalById>>>

/**
 * Records an operator's request for a second approval, unless one is already waiting (then that one
 * stands); a rejected request is asked again. Returns the row as it stands.
 */
export async function requestApproval(
  db: Kysely<DB>,
  input: {
    action: MoneyApprovalAction
    targetId: number
    amount: number
    operatorId: number
    now: number
    /** The bank's transaction id the asking operator gave; the approval stores this one. */
    reference: string
    /** JSON: what is approved besides the amount (a reversal's reason, limits asked). */
    details: string | null
  },
): Promise<ApprovalRow> {
  const asked = {
    amount: input.amount,
    external_reference: input.reference,
    details: input.details,
    status: 'pending' as const,
    requested_by: input.operatorId,
    requested_at: input.now,
    decided_by: null,
    decided_at: null,
  }
  await db
    .insertInto('money_approvals')
    .values({ action: input.action, target_id: input.targetId, ...asked })
    .onConflict((oc) =>
      oc.columns(['action', 'target_id']).doUpdateSet(asked).where('money_approvals.status', '=', 'rejected'),
    )
    .execute()
  const row = await findApproval(db, input.action, input.targetId)
  if (!row) throw new Error('approval vanished')
  return row
}

/** Pending → approved by a second operator (never the one who asked), once. */
export async function approve(
  db: Kysely<DB>,
  { id, operatorId, now }: { id: number; operatorId: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('money_approvals')
    .set({ status: 'approved', decided_by: operatorId, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('requested_by', '!=', operatorId)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/** Pending → rejected, once; the money action stays undone and may be asked again. */
export async function reject(
  db: Kysely<DB>,
  { id, operatorId, now }: { id: number; operatorId: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('money_approvals')
    .set({ status: 'rejected', decided_by: operatorId, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/**
 * The approvals waiting for a second operator, oldest first, with who asked; a recharge's or a
 * withdrawal's only while it is still pending (one decided, expired or cancelled meanwhile needs
 * none); reversals and limit changes until decided.
 */
export function listPendingApprovals(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('money_approvals')
    .innerJoin('operators', 'operators.id', 'money_approvals.requested_by')
    .leftJoin('recharges', (join) =>
      join
        .onRef('recharges.id', '=', 'money_approvals.target_id')
        .on('money_approvals.action', '=', 'recharge.confirm'),
    )
    .leftJoin('withdrawals', (join) =>
      join
        .onRef('withdrawals.id', '=', 'money_approvals.target_id')
        .on('money_approvals.action', '=', 'withdrawal.complete'),
    )
    .where((eb) =>
      eb.or([
        eb('recharges.status', '=', 'pending'),
        eb('withdrawals.status', '=', 'pending'),
        eb('money_approvals.action', 'in', ['ledger.reverse', 'limits.change']),
      ]),
    )
    .select([
      'money_approvals.id',
      'money_approvals.action',
      'money_approvals.target_id',
      'money_approvals.amount',
      'money_approvals.requested_by',
      'money_approvals.requested_at',
      'money_approvals.external_reference',
      'money_approvals.details',
      'operators.username as requested_by_name',
    ])
    .where('money_approvals.status', '=', 'pending')
    .orderBy('money_approvals.id')
    .limit(limit)
    .execute()
}

export type PendingApprovalRow = Awaited<ReturnType<typeof listPendingApprovals>>[number]

/** A change of limits is an approval's action, not an audit action (the audit names `money_settings`). */
export const LIMITS_CHANGE: MoneyApprovalAction = 'limits.change'

/** The waiting change of limits, if one waits. */
export function findPendingLimitsChange(db: Kysely<DB>) {
  return db
    .selectFrom('money_approvals')
    .selectAll()
    .where('action', '=', LIMITS_CHANGE)
    .where('status', '=', 'pending')
    .executeTakeFirst()
}

/**
 * Records a change of limits waiting for a second admin, as the next of its kind (each change is
 * an object of its own: `target_id` counts them). Returns its id.
 */
export async function insertLimitsChange(
  db: Kysely<DB>,
  input: { amount: number; details: string; operatorId: number; now: number },
): Promise<number> {
  const last = await db
    .selectFrom('money_approvals')
    .select((eb) => eb.fn.max('target_id').as('n'))
    .where('action', '=', LIMITS_CHANGE)
    .executeTakeFirst()
  const row = await db
    .insertInto('money_approvals')
    .values({
      action: LIMITS_CHANGE,
      target_id: Number(last?.n ?? 0) + 1,
      amount: input.amount,
      status: 'pending',
      requested_by: input.operatorId,
      requested_at: input.now,
      decided_by: null,
      decided_at: null,
      external_reference: null,
      details: input.details,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
