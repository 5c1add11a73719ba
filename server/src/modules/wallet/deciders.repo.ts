import type { Kysely } from 'kysely'
import type { DB, MoneyApprovalAction } from '../../db/schema.ts'

/** A queue row with who decided it and, above the approval cap, who asked first (usernames). */
export type WithDeciders<R> = R & { decided_by_name: string | null; requested_by_name: string | null }

/**
 * Who decided each of the given recharges or withdrawals (`action` names which), as the console's
 * queue shows it: the deciding operator's username and, when a second operator approved, the
 * first one's. One read per page, joining `operators` for the names.
 */
export async function decidersOf(
  db: Kysely<DB>,
  action: MoneyApprovalAction,
  rows: readonly { id: number; decided_by: number | null }[],
): Promise<Map<number, { decided_by_name: string | null; requested_by_name: string | null }>> {
  const ids = rows.filter((r) => r.decided_by !== null).map((r) => r.id)
  if (ids.length === 0) return new Map()
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
  return new Map(
    found.map((r) => [r.id, { decided_by_name: r.decided_by_name, requested_by_name: r.requested_by_name }]),
  )
}
