import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

/** The user's withdrawals whose request posted one of `entryIds`. */
export function withdrawalsRequestedBy(db: Kysely<DB>, userId: number, entryIds: number[]) {
  if (entryIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('hold_entry_id', 'in', entryIds)
    .execute()
}

/** The user's recharges credited by one of `entryIds`, with the channel they were paid to. */
export function rechargesCreditedBy(db: Kysely<DB>, userId: number, entryIds: number[]) {
  if (entryIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('recharges as r')
    .leftJoin('payment_channels as c', 'c.id', 'r.channel_id')
    .select([
      'r.id',
      'r.entry_id',
      'r.channel_id',
      'r.status',
      'r.created_at',
      'r.decided_at',
      'r.external_reference',
      'c.name as channel_name',
      'c.company_name',
    ])
    .where('r.user_id', '=', userId)
    .where('r.entry_id', 'in', entryIds)
    .execute()
}
