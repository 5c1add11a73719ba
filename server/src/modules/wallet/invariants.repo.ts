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

/**
 * Users whose stored recharge total differs from their completed recharges net of reversals, as
 * the ledger has them (every user: one who never recharged must store 0).
 */
export function listRechargeTotalMismatches(db: Kysely<DB>) {
  const reversals = db
    .selectFrom('journal_entries as r')
    .select(sql<string>`'reversal:' || cast(r.id as text)`.as('reference'))
    .where('r.kind', '=', 'recharge')
  const credited = db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as p', 'p.entry_id', 'e.id')
    .select(['p.user_id', sql<number>`cast(sum(p.amount) as bigint)`.as('total')])
    .where((eb) => eb.or([eb('e.kind', '=', 'recharge'), eb('e.reference', 'in', reversals)]))
    .whereRef('p.user_id', '=', 'e.user_id')
    .groupBy('p.user_id')
  return db
    .selectFrom('users as u')
    .leftJoin(credited.as('c'), 'c.user_id', 'u.id')
    .select(['u.id', 'u.recharge_total', sql<number>`cast(coalesce(c.total, 0) as bigint)`.as('credited')])
    .where(sql<boolean>`u.recharge_total <> coalesce(c.total, 0)`)
    .orderBy('u.id')
    .limit(10)
    .execute()
}
