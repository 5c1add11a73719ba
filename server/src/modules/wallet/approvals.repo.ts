import type { Kysely } from 'kysely'
import type { DB, MoneyApprovalAction } from '../../db/schema.ts'

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
  },
): Promise<ApprovalRow> {
  const asked = {
    amount: input.amount,
    external_reference: input.reference,
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
 * The approvals waiting for a second operator, oldest first, with who asked; only those whose
 * recharge or withdrawal is still pending (one decided, expired or cancelled meanwhile needs none).
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
    .where((eb) => eb.or([eb('recharges.status', '=', 'pending'), eb('withdrawals.status', '=', 'pending')]))
    .select([
      'money_approvals.id',
      'money_approvals.action',
      'money_approvals.target_id',
      'money_approvals.amount',
      'money_approvals.requested_by',
      'money_approvals.requested_at',
      'money_approvals.external_reference',
      'operators.username as requested_by_name',
    ])
    .where('money_approvals.status', '=', 'pending')
    .orderBy('money_approvals.id')
    .limit(limit)
    .execute()
}

export type PendingApprovalRow = Awaited<ReturnType<typeof listPendingApprovals>>[number]
