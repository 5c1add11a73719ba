import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** How the console names a user on another module's row: the phone and the nickname. */
export interface UserLabel {
  phone: string
  nickname: string
}

/** The phone number and nickname of the given users, by id (for the console's queues). */
export async function phonesOf(db: Kysely<DB>, userIds: readonly number[]): Promise<Map<number, UserLabel>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('users')
    .select(['id', 'phone', 'nickname'])
    .where('id', 'in', [...new Set(userIds)])
    .execute()
  return new Map(rows.map((r) => [r.id, { phone: r.phone, nickname: r.nickname }]))
}

/** A row of another module with its user's phone, as the console's lists show it. */
export type WithPhone<R> = R & { phone: string }

/** A row of another module with its user's phone and nickname, as the console's queues show it. */
export type WithUserLabel<R> = R & UserLabel
