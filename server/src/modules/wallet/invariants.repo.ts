import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import type { IdRange } from '../ledger/index.ts'

/** The facts of the wallet's invariant checks (I7 withdrawals, I8 recharges). */

/** What pending withdrawals of the users of `users` hold, per user. */
export function sumPendingWithdrawals(db: Kysely<DB>, users: IdRange) {
  return db
    .selectFrom('withdrawals')
    .select(['user_id', sql<number>`cast(sum(amount) as bigint)`.as('total')])
    .where('user_id', '>=', users.from)
    .where('user_id', '<', users.to)
    .where('status', '=', 'pending')
    .groupBy('user_id')
    .execute()
}

/** The amounts, state and entries that moved the money of the withdrawals of `range`. */
export function listWithdrawalFacts(db: Kysely<DB>, range: IdRange) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'wallet', 'amount', 'fee', 'status', 'hold_entry_id', 'settle_entry_id'])
    .where('id', '>=', range.from)
    .where('id', '<', range.to)
    .orderBy('id')
    .execute()
}

/**
 * The recharge checks (I8) as three set-based reads of a range of ids (recharges, entries), each
 * answering at most `limit` offenders, so the check holds no list in memory however many recharges
 * there are (decisions 0075, 0082). A recharge's credit is the entry whose reference is `recharge:<id>`.
 */

/** Recharges not completed that were credited: an entry names them, or they name an entry. */
export async function findCreditedUncompletedRecharges(db: Kysely<DB>, range: IdRange, limit: number) {
  const { rows } = await sql<{ id: number; status: string }>`
    select r.id, r.status from recharges r
    where r.id >= ${range.from} and r.id < ${range.to} and r.status <> 'completed' and (r.entry_id is not null or exists (
      select 1 from journal_entries e where e.reference = 'recharge:' || cast(r.id as text)))
    order by r.id
    limit ${limit}`.execute(db)
  return rows
}

/**
 * Completed recharges not credited once by their own entry: none, not a recharge entry, not the
 * one the recharge names, or not its amount on the user's balance.
 */
export async function findUncreditedCompletedRecharges(db: Kysely<DB>, range: IdRange, limit: number) {
  const { rows } = await sql<{ id: number; amount: number }>`
    select r.id, r.amount from recharges r
      left join journal_entries e on e.reference = 'recharge:' || cast(r.id as text)
    where r.id >= ${range.from} and r.id < ${range.to} and r.status = 'completed' and (e.id is null or e.kind <> 'recharge' or r.entry_id is null
      or r.entry_id <> e.id or coalesce((
        select sum(p.amount) from postings p join accounts a on a.id = p.account_id
        where p.entry_id = e.id and a.is_system = 0 and a.kind = 'balance'), -1) <> r.amount)
    order by r.id
    limit ${limit}`.execute(db)
  return rows
}

/** Entries of `range` that credit a recharge (kind `recharge`, or a `recharge:` reference) no recharge has. */
export async function findCreditsOfNoRecharge(db: Kysely<DB>, range: IdRange, limit: number) {
  const { rows } = await sql<{ id: number; reference: string }>`
    select e.id, e.reference from journal_entries e
    where e.id >= ${range.from} and e.id < ${range.to} and (e.kind = 'recharge' or e.reference like 'recharge:%') and not exists (
      select 1 from recharges r where 'recharge:' || cast(r.id as text) = e.reference)
    order by e.id
    limit ${limit}`.execute(db)
  return rows
}

/**
 * Users of `users` whose stored
 * recharge total differs from their completed recharges net of reversals, as the ledger has them
 * (one who never recharged must store 0), at most `limit`. Read by the users' entries of a kind
 * (an index on user, kind and time); a reversal's original is looked up by id.
 */
export function listRechargeTotalMismatches(db: Kysely<DB>, users: IdRange, limit: number) {
  const { from: fromId, to: toId } = users
  const credited = db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as p', 'p.entry_id', 'e.id')
    .select(['p.user_id', sql<number>`cast(sum(p.amount) as bigint)`.as('total')])
    .where('e.user_id', '>=', fromId)
    .where('e.user_id', '<', toId)
    .where('e.kind', 'in', ['recharge', 'adjustment'])
    .where(
      sql<boolean>`(e.kind = 'recharge' or (select o.kind from journal_entries o
        where o.id = case when e.reference like 'reversal:%'
          then cast(substr(e.reference, 10) as bigint) end) = 'recharge')`,
    )
    .whereRef('p.user_id', '=', 'e.user_id')
    .groupBy('p.user_id')
  return db
    .selectFrom('users as u')
    .leftJoin(credited.as('c'), 'c.user_id', 'u.id')
    .select(['u.id', 'u.recharge_total', sql<number>`cast(coalesce(c.total, 0) as bigint)`.as('credited')])
    .where('u.id', '>=', fromId)
    .where('u.id', '<', toId)
    .where(sql<boolean>`u.recharge_total <> coalesce(c.total, 0)`)
    .orderBy('u.id')
    .limit(limit)
    .execute()
}
