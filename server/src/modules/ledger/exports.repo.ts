import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/**
 * A keyset page of postings made in [from, to) (a posting bears its entry's time), ascending id
 * after `afterId`; of one user's accounts when `userId` is given. Each with its entry and account.
 */
export function postingsMadeIn(
  db: Kysely<DB>,
  page: { from: number; to: number; afterId: number; limit: number; userId?: number },
) {
  let query = db
    .selectFrom('postings as p')
    .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select([
      'p.id',
      'p.entry_id',
      'p.created_at',
      'e.kind',
      'e.reference',
      'e.actor',
      'e.reason',
      'a.code',
      'a.asset',
      'p.user_id',
      'p.amount',
      'p.balance_after',
    ])
    .where('p.id', '>', page.afterId)
    .where('p.created_at', '>=', page.from)
    .where('p.created_at', '<', page.to)
    .orderBy('p.id')
    .limit(page.limit)
  if (page.userId !== undefined) query = query.where('p.user_id', '=', page.userId)
  return query.execute()
}
export type PostingExportRow = Awaited<ReturnType<typeof postingsMadeIn>>[number]
