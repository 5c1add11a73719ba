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
 * Up to `limit` approvals waiting for a second operator after id `after`, oldest first, with who
 * asked. Whether the object still waits for one (a recharge decided meanwhile does not) is for each
 * action to say: the gate reads them in pages and asks.
 */
export function listPendingApprovals(db: Kysely<DB>, { after, limit }: { after: number; limit: number }) {
  return db
    .selectFrom('money_approvals')
    .innerJoin('operators', 'operators.id', 'money_approvals.requested_by')
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
    .where('money_approvals.id', '>', after)
    .orderBy('money_approvals.id')
    .limit(limit)
    .execute()
}

export type PendingApprovalRow = Awaited<ReturnType<typeof listPendingApprovals>>[number]

/** The request of `action` that waits, if one waits (for an action whose objects are numbered by it). */
export function findPending(db: Kysely<DB>, action: MoneyApprovalAction) {
  return db
    .selectFrom('money_approvals')
    .selectAll()
    .where('action', '=', action)
    .where('status', '=', 'pending')
    .executeTakeFirst()
}

/**
 * Records a request of `action` waiting for a second operator, as the next of its kind (each is
 * an object of its own: `target_id` counts them, as for a change of limits). Returns its id.
 */
export async function insertNext(
  db: Kysely<DB>,
  input: { action: MoneyApprovalAction; amount: number; details: string; operatorId: number; now: number },
): Promise<number> {
  const last = await db
    .selectFrom('money_approvals')
    .select((eb) => eb.fn.max('target_id').as('n'))
    .where('action', '=', input.action)
    .executeTakeFirst()
  const row = await db
    .insertInto('money_approvals')
    .values({
      action: input.action,
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

/**
 * Who asked for the approvals of `action` on these objects that stand at `status` (usernames, by
 * object): on a pending object, the first operator still waiting for a second; on a decided one,
 * the first of the two who decided it.
 */
export async function requestersOf(
  db: Kysely<DB>,
  action: MoneyApprovalAction,
  targetIds: readonly number[],
  status: 'pending' | 'approved',
): Promise<Map<number, string>> {
  if (targetIds.length === 0) return new Map()
  const found = await db
    .selectFrom('money_approvals as a')
    .innerJoin('operators as m', 'm.id', 'a.requested_by')
    .select(['a.target_id', 'm.username'])
    .where('a.action', '=', action)
    .where('a.status', '=', status)
    .where('a.target_id', 'in', [...targetIds])
    .execute()
  return new Map(found.map((r) => [r.target_id, r.username]))
}
