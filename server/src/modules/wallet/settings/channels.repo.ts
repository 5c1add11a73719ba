import type { Insertable, Kysely, Updateable } from 'kysely'
import type { DB, PaymentChannelsTable } from '../../../db/schema.ts'

/** Payment channels in display order; `enabledOnly` for what users may pick. */
export function listChannels(db: Kysely<DB>, enabledOnly: boolean) {
  let query = db.selectFrom('payment_channels').selectAll().orderBy('sort').orderBy('id')
  if (enabledOnly) query = query.where('enabled', '=', 1)
  return query.execute()
}

export type Channel = Awaited<ReturnType<typeof listChannels>>[number]

export function findChannel(db: Kysely<DB>, id: number) {
  return db.selectFrom('payment_channels').selectAll().where('id', '=', id).executeTakeFirst()
}

/** A channel a user may recharge to now; undefined when it does not exist or is disabled. */
export function findEnabledChannel(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('payment_channels')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst()
}

/** Any one enabled channel. */
export function findAnyEnabledChannel(db: Kysely<DB>) {
  return db.selectFrom('payment_channels').selectAll().where('enabled', '=', 1).executeTakeFirst()
}

export async function insertChannel(
  db: Kysely<DB>,
  channel: Insertable<PaymentChannelsTable>,
): Promise<number> {
  const row = await db
    .insertInto('payment_channels')
    .values(channel)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateChannel(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<PaymentChannelsTable>,
): Promise<void> {
  await db.updateTable('payment_channels').set(changes).where('id', '=', id).execute()
}
