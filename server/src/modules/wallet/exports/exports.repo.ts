import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

/** A keyset page of an export: rows made in [from, to), ascending id after `afterId`. */
export interface ExportPage {
  from: number
  to: number
  afterId: number
  limit: number
}

/** Recharges made in a range, with their channel and the deciding operator's name. */
export function rechargesMadeIn(db: Kysely<DB>, page: ExportPage) {
  return db
    .selectFrom('recharges as r')
    .leftJoin('payment_channels as c', 'c.id', 'r.channel_id')
    .leftJoin('operators as o', 'o.id', 'r.decided_by')
    .select([
      'r.id',
      'r.user_id',
      'r.amount',
      'r.membership_number',
      'r.payer_account',
      'c.name as channel_name',
      'c.company_name',
      'r.status',
      'r.created_at',
      'r.expires_at',
      'r.decided_at',
      'o.username as decided_by',
      'r.entry_id',
      'r.external_reference',
    ])
    .where('r.id', '>', page.afterId)
    .where('r.created_at', '>=', page.from)
    .where('r.created_at', '<', page.to)
    .orderBy('r.id')
    .limit(page.limit)
    .execute()
}
export type RechargeExportRow = Awaited<ReturnType<typeof rechargesMadeIn>>[number]

/** Withdrawals asked for in a range, with the deciding operator's name. */
export function withdrawalsMadeIn(db: Kysely<DB>, page: ExportPage) {
  return db
    .selectFrom('withdrawals as w')
    .leftJoin('operators as o', 'o.id', 'w.decided_by')
    .select([
      'w.id',
      'w.user_id',
      'w.wallet',
      'w.amount',
      'w.fee',
      'w.account_number',
      'w.receiver_name',
      'w.method',
      'w.status',
      'w.reason',
      'w.created_at',
      'w.decided_at',
      'o.username as decided_by',
      'w.external_reference',
    ])
    .where('w.id', '>', page.afterId)
    .where('w.created_at', '>=', page.from)
    .where('w.created_at', '<', page.to)
    .orderBy('w.id')
    .limit(page.limit)
    .execute()
}
export type WithdrawalExportRow = Awaited<ReturnType<typeof withdrawalsMadeIn>>[number]
