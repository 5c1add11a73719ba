import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** The phone numbers of the given users, by id (for the console's queues). */
export async function phonesOf(db: Kysely<DB>, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('id', 'in', [...new Set(userIds)])
    .execute()
  return new Map(rows.map((r) => [r.id, r.phone]))
}

/** A row of another module with its user's phone, as the console's lists show it. */
export type WithPhone<R> = R & { phone: string }
