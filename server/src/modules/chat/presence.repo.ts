import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** How long a console's last heartbeat keeps its operator present (consoles refresh every 10 s). */
export const PRESENCE_TTL_SECONDS = 30

/** Sets an operator's switch; turning it on counts as a heartbeat. */
export async function setSwitch(
  db: Kysely<DB>,
  operatorId: number,
  online: boolean,
  now: number,
): Promise<void> {
  await db
    .insertInto('chat_presence')
    .values({ operator_id: operatorId, online: online ? 1 : 0, seen_at: now })
    .onConflict((oc) => oc.column('operator_id').doUpdateSet({ online: online ? 1 : 0, seen_at: now }))
    .execute()
}

export async function isSwitchOn(db: Kysely<DB>, operatorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_presence')
    .select('online')
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  return row?.online === 1
}

/** Heartbeat of the consoles connected to this process whose switch is on. */
export async function touchPresence(db: Kysely<DB>, operatorIds: number[], now: number): Promise<void> {
  if (operatorIds.length === 0) return
  await db
    .updateTable('chat_presence')
    .set({ seen_at: now })
    .where('operator_id', 'in', operatorIds)
    .where('online', '=', 1)
    .execute()
}

/** Customer service is online: some operator has the switch on and a console heard from lately. */
export async function isAnyOperatorOnline(db: Kysely<DB>, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_presence')
    .select(sql<number>`1`.as('one'))
    .where('online', '=', 1)
    .where('seen_at', '>', now - PRESENCE_TTL_SECONDS)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
