import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import type { IdRange } from '../ledger/index.ts'

/**
 * The facts of the redemption invariant (I9), read a few at a time (decision 0082): codes by key
 * after the last one read, the per-user counts by range of users.
 */

/**
 * Up to `size` codes after `after` (by key) with their limits and uses, and the uses their users'
 * counts add up to (by the counts' (code, user) key).
 */
export function listCodesAfter(db: Kysely<DB>, after: string, size: number) {
  return db
    .selectFrom('redemption_codes as c')
    .select([
      'c.code',
      'c.uses',
      'c.max_uses',
      (eb) =>
        eb.fn
          .coalesce(
            eb
              .selectFrom('redemption_user_counts as u')
              .select((u) => u.fn.sum<number>('u.uses').as('n'))
              .whereRef('u.code', '=', 'c.code'),
            eb.lit(0),
          )
          .as('counted'),
    ])
    .where('c.code', '>', after)
    .orderBy('c.code')
    .limit(size)
    .execute()
}

/** Each user's count of uses of each code, of the users of `users`. */
export function listUserUses(db: Kysely<DB>, users: IdRange) {
  return db
    .selectFrom('redemption_user_counts')
    .select(['code', 'user_id', 'uses'])
    .where('user_id', '>=', users.from)
    .where('user_id', '<', users.to)
    .execute()
}

/** The per-user limits of `codes` (those that exist). */
export function listCodeLimits(db: Kysely<DB>, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([])
  return db
    .selectFrom('redemption_codes')
    .select(['code', 'per_user_limit'])
    .where('code', 'in', codes)
    .execute()
}
