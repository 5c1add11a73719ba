import type { Kysely } from 'kysely'
import type { DB, MoneyApprovalAction } from '../../../db/schema.ts'
import { requestersOf } from '../approvals/index.ts'

/** A queue row with who decided it and, above the approval cap, who asked first (usernames). */
export type WithDeciders<R> = R & { decided_by_name: string | null; requested_by_name: string | null }

type Deciders = { decided_by_name: string | null; requested_by_name: string | null }

/**
 * Who decided each of the given recharges or withdrawals (`action` names which), as the console's
 * queue shows it: the deciding operator's username and, when a second operator approved, the
 * first one's (the gate says who asked); on a pending row waiting for a second operator, who
 * asked. Three reads per page at most, joining `operators` for the names.
 */
export async function decidersOf(
  db: Kysely<DB>,
  action: MoneyApprovalAction,
  rows: readonly { id: number; decided_by: number | null }[],
): Promise<Map<number, Deciders>> {
  const deciders = new Map<number, Deciders>()
  // Of the undecided rows, the ones a first operator asked a second to approve: the step already taken.
  const undecided = rows.filter((r) => r.decided_by === null).map((r) => r.id)
  for (const [id, name] of await requestersOf(db, action, undecided, 'pending'))
    deciders.set(id, { decided_by_name: null, requested_by_name: name })
  const ids = rows.filter((r) => r.decided_by !== null).map((r) => r.id)
  if (ids.length === 0) return deciders
  // Both tables have the two columns read here (`id`, `decided_by`); the types follow recharges.
  const table = action === 'recharge.confirm' ? 'recharges' : 'withdrawals'
  const found = await db
    .selectFrom(`${table} as t` as 'recharges as t')
    .leftJoin('operators as d', 'd.id', 't.decided_by')
    .select(['t.id', 'd.username as decided_by_name'])
    .where('t.id', 'in', ids)
    .execute()
  const asked = await requestersOf(db, action, ids, 'approved')
  for (const r of found)
    deciders.set(r.id, { decided_by_name: r.decided_by_name, requested_by_name: asked.get(r.id) ?? null })
  return deciders
}
