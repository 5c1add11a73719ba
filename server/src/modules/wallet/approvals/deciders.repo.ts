import type { Kysely } from 'kysely'
import type { DB, MoneyApprovalAction } from '../../../db/schema.ts'

/** A queue row with who decided it and, above the approval cap, who asked first (usernames). */
export type WithDeciders<R> = R & { decided_by_name: string | null; requested_by_name: string | null }

/**
 * Who decided each of the given recharges or withdrawals (`action` names which), as the console's
 * queue shows it: the deciding operator's username and, when a second operator approved, the
 * first one's; on a pending row waiting for a second operator, who asked. Two reads per page at
 * most, joining `operators` for the names.
 */
export async function decidersOf(
  db: Kysely<DB>,
  action: MoneyApprovalAction,
  rows: readonly { id: number; decided_by: number | null }[],
): Promise<Map<number, { decided_by_name: string | null; requested_by_name: string | null }>> {
  const waiting = await waitingApprovals(
    db,
    action,
    rows.filter((r) => r.decided_by === null).map((r) => r.id),
  )
  const ids = rows.filter((r) => r.decided_by !== null).map((r) => r.id)
  if (ids.length === 0) return waiting
  // Both tables have the two columns read here (`id`, `decided_by`); the types follow recharges.
  const table = action === 'recharge.confirm' ? 'recharges' : 'withdrawals'
  const found = await db
    .selectFrom(`${table} as t` as 'recharges as t')
    .leftJoin('operators as d', 'd.id', 't.decided_by')
    .leftJoin('money_approvals as a', (join) =>
      join.onRef('a.target_id', '=', 't.id').on('a.action', '=', action).on('a.status', '=', 'approved'),
    )
    .leftJoin('operators as m', 'm.id', 'a.requested_by')
    .select(['t.id', 'd.username as decided_by_name', 'm.username as requested_by_name'])
    .where('t.id', 'in', ids)
    .execute()
  for (const r of found)
    waiting.set(r.id, { decided_by_name: r.decided_by_name, requested_by_name: r.requested_by_name })
  return waiting
}

/**
 * Of the given undecided rows, the ones a first operator asked a second to approve (above the cap),
 * with that first operator's username: the step already taken, shown on a pending row.
 */
async function waitingApprovals(db: Kysely<DB>, action: MoneyApprovalAction, ids: number[]) {
  const waiting = new Map<number, { decided_by_name: string | null; requested_by_name: string | null }>()
  if (ids.length === 0) return waiting
  const found = await db
    .selectFrom('money_approvals as a')
    .innerJoin('operators as m', 'm.id', 'a.requested_by')
    .select(['a.target_id', 'm.username'])
    .where('a.action', '=', action)
    .where('a.status', '=', 'pending')
    .where('a.target_id', 'in', ids)
    .execute()
  for (const r of found) waiting.set(r.target_id, { decided_by_name: null, requested_by_name: r.username })
  return waiting
}
