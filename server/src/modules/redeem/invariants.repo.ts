import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** The facts of the redemption invariant (I9): each code's limits and uses, and each user's count. */

export function listCodeUses(db: Kysely<DB>) {
  return db.selectFrom('redemption_codes').select(['code', 'uses', 'max_uses', 'per_user_limit']).execute()
}

export function listUserUses(db: Kysely<DB>) {
  return db.selectFrom('redemption_user_counts').select(['code', 'user_id', 'uses']).execute()
}
