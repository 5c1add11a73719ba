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

/**
 * The recharge checks (I8) as three set-based reads, each answering at most `limit` offenders, so
 * the check holds no list in memory however many recharges there are (decision 0075). A recharge's
 * credit is the entry whose reference is `recharge:<id>`.
 */

/** Recharges not completed that were credited: an entry names them, or they name an entry. */
export async function findCreditedUncompletedRecharges(db: Kysely<DB>, limit: number) {
  const { rows } = await sql<{ id: number; status: string }>`
    select r.id, r.status from recharges r
    where r.status <> 'completed' and (r.entry_id is not null or exists (
      select 1 from journal_entries e where e.reference = 'recharge:' || cast(r.id as text)))
    order by r.id
    limit ${limit}`.execute(db)
  return rows
}

/**
 * Completed recharges not credited once by their own entry: none, not a recharge entry, not the
 * one the recharge names, or not its amount on the user's balance.
 */
export async function findUncreditedCompletedRecharges(db: Kysely<DB>, limit: number) {
  const { rows } = await sql<{ id: number; amount: number }>`
    select r.id, r.amount from recharges r
      left join journal_entries e on e.reference = 'recharge:' || cast(r.id as text)
    where r.status = 'completed' and (e.id is null or e.kind <> 'recharge' or r.entry_id is null
      or r.entry_id <> e.id or coalesce((
        select sum(p.amount) from postings p join accounts a on a.id = p.account_id
        where p.entry_id = e.id and a.is_system = 0 and a.kind = 'balance'), -1) <> r.amount)
    order by r.id
    limit ${limit}`.execute(db)
  return rows
}

/** Entries that credit a recharge (kind `recharge`, or a `recharge:` reference) no recharge has. */
export async function findCreditsOfNoRecharge(db: Kysely<DB>, limit: number) {
  const { rows } = await sql<{ id: number; reference: string }>`
    select e.id, e.reference from journal_entries e
    where (e.kind = 'recharge' or e.reference like 'recharge:%') and not exists (
      select 1 from recharges r where 'recharge:' || cast(r.id as text) = e.reference)
    order by e.id
    limit ${limit}`.execute(db)
  return rows
}

/** Users a statement of the recharge-total check reads: a range of ids, so none runs long (10 M postings). */
export const RECHARGE_TOTAL_CHUNK = 20_000

/**
 * Users with ids from `fromId` up to `fromId + RECHARGE_TOTAL_CHUNK` (excluded) whose stored
 * recharge total differs from their completed recharges net of reversals, as the ledger has them
 * (one who never recharged must store 0), at most `limit`. Read by the users' entries of a kind
 * (an index on user, kind and time); a reversal's original is looked up by id.
 */
export function listRechargeTotalMismatches(db: Kysely<DB>, fromId: number, limit: number) {
  const toId = fromId + RECHARGE_TOTAL_CHUNK
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

/** The highest user id: where the chunks of the recharge-total check stop. */
export async function findLastUserId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`max(id)`.as('id'))
    .executeTakeFirst()
  return Number(row?.id ?? 0)
}
