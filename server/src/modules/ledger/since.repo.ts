import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import type { IdRange } from './check-ranges.ts'

/**
 * The queries of the ledger check from a checkpoint (`since.service.ts`): each reads the entries or
 * postings after it (by id), or one row per account, never the whole history. History is
 * append-only (I5), so what held for the rows before the checkpoint still holds.
 */

/** The sum of the postings after `postingId` up to `upTo` (inclusive), per asset. */
export function sumPostingsBetween(db: Kysely<DB>, postingId: number, upTo: number) {
  return db
    .selectFrom('postings as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['a.asset', sql<number>`cast(sum(p.amount) as bigint)`.as('total')])
    .where('p.id', '>', postingId)
    .where('p.id', '<=', upTo)
    .groupBy('a.asset')
    .execute()
}

/** The newest entry's and posting's ids, and the newest of each made at or before `settled`. */
export async function findLastIds(db: Kysely<DB>, settled: number) {
  const last = async (table: 'journal_entries' | 'postings', before?: number) => {
    let query = db.selectFrom(table).select(sql<number | null>`max(id)`.as('id'))
    if (before !== undefined) query = query.where('created_at', '<=', before)
    return Number((await query.executeTakeFirst())?.id ?? 0)
  }
  return {
    entry: await last('journal_entries'),
    posting: await last('postings'),
    settledEntry: await last('journal_entries', settled),
    settledPosting: await last('postings', settled),
  }
}

/**
 * User accounts of `range` whose stored balance is not the balance after their newest posting (0
 * with none): one index lookup per account. With every posting's balance after its predecessor's
 * plus its amount (I3), that is the sum of its postings.
 */
export function findBalancesOffTheirLastPosting(db: Kysely<DB>, range: IdRange, limit: number) {
  return db
    .selectFrom('accounts as a')
    .select([
      'a.code',
      'a.balance',
      (eb) =>
        eb
          .selectFrom('postings as p')
          .select('p.balance_after')
          .whereRef('p.account_id', '=', 'a.id')
          .orderBy('p.id', 'desc')
          .limit(1)
          .as('last'),
    ])
    .where('a.is_system', '=', 0)
    .where('a.id', '>=', range.from)
    .where('a.id', '<', range.to)
    .where(
      (eb) =>
        eb.fn.coalesce(
          eb
            .selectFrom('postings as p')
            .select('p.balance_after')
            .whereRef('p.account_id', '=', 'a.id')
            .orderBy('p.id', 'desc')
            .limit(1),
          sql.lit(0),
        ),
      '!=',
      (eb) => eb.ref('a.balance'),
    )
    .orderBy('a.id')
    .limit(limit)
    .execute()
}

/**
 * User postings of `range` (after the checkpoint's) whose balance after is below zero, missing, or not the balance
 * after the account's previous posting (0 before the first) plus the amount: the previous one
 * looked up by (account, id), wherever in history it is.
 */
export async function findHistoryBreaksAfter(db: Kysely<DB>, range: IdRange, limit: number) {
  const { rows } = await sql<{
    id: number
    code: string
    amount: number
    balance_after: number | null
    before: number | null
  }>`select id, code, amount, balance_after, before from (
      select p.id, a.code, p.amount, p.balance_after,
        (select q.balance_after from postings q where q.account_id = p.account_id and q.id < p.id
          order by q.id desc limit 1) as before,
        (select q.id from postings q where q.account_id = p.account_id and q.id < p.id
          order by q.id desc limit 1) as before_id
      from postings p inner join accounts a on a.id = p.account_id
      where a.is_system = 0 and p.id >= ${range.from} and p.id < ${range.to}
    ) h
    where balance_after is null or balance_after < 0
      or (before_id is null and balance_after <> amount)
      or (before_id is not null and (before is null or balance_after <> before + amount))
    order by id
    limit ${limit}`.execute(db)
  return rows
}
