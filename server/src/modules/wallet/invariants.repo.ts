import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** The facts of the wallet's invariant checks (I7 withdrawals, I8 recharges). */

/** What pending withdrawals hold, per user. */
export function sumPendingWithdrawals(db: Kysely<DB>) {
  return db
    .selectFrom('withdrawals')
    .select(['user_id', sql<number>`cast(sum(amount) as bigint)`.as('total')])
    .where('status', '=', 'pending')
    .groupBy('user_id')
    .execute()
}

/** Every withdrawal's amounts, state and the entries that moved its money. */
export function listWithdrawalFacts(db: Kysely<DB>) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'wallet', 'amount', 'fee', 'status', 'hold_entry_id', 'settle_entry_id'])
    .orderBy('id')
    .execute()
}

/** Every recharge's amount, state and the entry that credited it. */
export function listRechargeFacts(db: Kysely<DB>) {
  return db
    .selectFrom('recharges')
    .select(['id', 'user_id', 'amount', 'status', 'entry_id'])
    .orderBy('id')
    .execute()
}
