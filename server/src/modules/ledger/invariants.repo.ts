import { MAX_AMOUNT_MINOR } from '@app/contracts'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/**
 * The queries of the ledger's invariant checks: each finds the rows that break one, at most a few,
 * in a range of ids (`check-ranges.ts`), so that no statement reads the whole ledger.
 */

/** Entries of `range` with fewer than two postings, or whose postings do not sum to zero, per asset. */
export function findUnbalancedEntries(db: Kysely<DB>, range: IdRange, limit: number) {
  return db
    .selectFrom('journal_entries as e')
    .leftJoin('postings as p', 'p.entry_id', 'e.id')
    .leftJoin('accounts as a', 'a.id', 'p.account_id')
    .select([
      'e.id',
      'a.asset',
      sql<number>`count(p.id)`.as('n'),
      sql<number>`cast(coalesce(sum(p.amount), 0) as bigint)`.as('total'),
    ])
    .where('e.id', '>=', range.from)
    .where('e.id', '<', range.to)
    .groupBy(['e.id', 'a.asset'])
    .having((eb) => eb.or([eb(sql`count(p.id)`, '<', 2), eb(sql`coalesce(sum(p.amount), 0)`, '!=', 0)]))
    .orderBy('e.id')
    .limit(limit)
    .execute()
}

/** The sum of the postings of `range`, per asset. */
export function sumPostingsByAsset(db: Kysely<DB>, range: IdRange) {
  return db
    .selectFrom('postings as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['a.asset', sql<number>`cast(sum(p.amount) as bigint)`.as('total')])
    .where('p.id', '>=', range.from)
    .where('p.id', '<', range.to)
    .groupBy('a.asset')
    .execute()
}

/** User accounts of `range` whose stored balance differs from the sum of their postings. */
export function findDriftedBalances(db: Kysely<DB>, range: IdRange, limit: number) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('postings as p', 'p.account_id', 'a.id')
    .where('a.is_system', '=', 0)
    .where('a.id', '>=', range.from)
    .where('a.id', '<', range.to)
    .select(['a.code', 'a.balance', sql<number>`cast(coalesce(sum(p.amount), 0) as bigint)`.as('total')])
    .groupBy(['a.id', 'a.code', 'a.balance'])
    .having(sql`a.balance`, '!=', sql`coalesce(sum(p.amount), 0)`)
    .orderBy('a.id')
    .limit(limit)
    .execute()
}

/** User accounts of `range` below zero. */
export function findNegativeUserAccounts(db: Kysely<DB>, range: IdRange, limit: number) {
  return db
    .selectFrom('accounts')
    .select(['code', 'balance'])
    .where('is_system', '=', 0)
    .where('id', '>=', range.from)
    .where('id', '<', range.to)
    .where('balance', '<', 0)
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Postings of `range` of zero or beyond the largest amount either way. */
export function findOutOfBoundsPostings(db: Kysely<DB>, range: IdRange, limit: number) {
  return db
    .selectFrom('postings')
    .select(['id', 'amount'])
    .where('id', '>=', range.from)
    .where('id', '<', range.to)
    .where((eb) =>
      eb.or([
        eb('amount', '=', 0),
        eb('amount', '>', MAX_AMOUNT_MINOR),
        eb('amount', '<', -MAX_AMOUNT_MINOR),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute()
}

/**
 * References of the entries of `range` that more than one entry has, each once: named by the first
 * of its entries after `afterEntry` (0: the first of all), looked up by the reference's index.
 */
export async function findRepeatedReferences(db: Kysely<DB>, range: IdRange, limit: number, afterEntry = 0) {
  const { rows } = await sql<{ reference: string; n: number }>`
    select e.reference, count(*) as n
    from journal_entries e join journal_entries r on r.reference = e.reference
    where e.id >= ${range.from} and e.id < ${range.to} and e.id > ${afterEntry}
    group by e.id, e.reference
    having count(*) > 1 and min(case when r.id > ${afterEntry} then r.id end) = e.id
    order by e.id
    limit ${limit}`.execute(db)
  return rows
}

export type HistoryTable = 'postings' | 'journal_entries'

export async function hasHistory(db: Kysely<DB>, table: HistoryTable): Promise<boolean> {
  return (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) !== undefined
}

/**
 * Tries to update or delete the oldest row of `table` inside a transaction that is always rolled
 * back; true when the database refused.
 */
export function isChangeRefused(
  db: Kysely<DB>,
  table: HistoryTable,
  op: 'update' | 'delete',
): Promise<boolean> {
  return db
    .transaction()
    .execute(async (tx) => {
      if (op === 'update')
        await sql`update ${sql.table(table)} set created_at = created_at where id = (select min(id) from ${sql.table(table)})`.execute(
          tx,
        )
      else
        await sql`delete from ${sql.table(table)} where id = (select min(id) from ${sql.table(table)})`.execute(
          tx,
        )
      throw new RolledBack()
    })
    .catch((error: unknown) => !(error instanceof RolledBack))
}

class RolledBack extends Error {}

/**
 * Postings of the user accounts of `range` whose `balance_after` breaks the account's history: below
 * zero, missing, or not the balance after the account's previous posting (0 before the first) plus
 * this posting's amount. Checks every moment in history, not only today's stored balance
 * (docs/money.md I3).
 */
export async function findHistoryBreaks(db: Kysely<DB>, range: IdRange, limit: number) {
  const { rows } = await sql<{
    id: number
    code: string
    amount: number
    balance_after: number | null
    before: number | null
  }>`select id, code, amount, balance_after, before from (
      select p.id, a.code, p.amount, p.balance_after,
        lag(p.balance_after) over (partition by p.account_id order by p.id) as before,
        row_number() over (partition by p.account_id order by p.id) as nth
      from postings p inner join accounts a on a.id = p.account_id
      where a.is_system = 0 and a.id >= ${range.from} and a.id < ${range.to}
    ) h
    where balance_after is null or balance_after < 0
      or (nth = 1 and balance_after <> amount)
      or (nth > 1 and (before is null or balance_after <> before + amount))
    order by id
    limit ${limit}`.execute(db)
  return rows
}

/** Users of `users` whose withdraw-hold account is not empty, with what it holds. */
export function listHeldAmounts(db: Kysely<DB>, users: IdRange) {
  return db
    .selectFrom('accounts')
    .select(['user_id', 'balance'])
    .where('user_id', '>=', users.from)
    .where('user_id', '<', users.to)
    .where('kind', '=', 'withdraw_hold')
    .where('is_system', '=', 0)
    .where('balance', '!=', 0)
    .execute()
}

const IDS_PER_QUERY = 500

/**
 * What each of these entries is: its kind, and how much it moved on each kind of user account
 * (`balance`, `revenue`, `points`, `withdraw_hold`; system accounts left out). Unknown ids are absent.
 */
export async function describeEntries(
  db: Kysely<DB>,
  entryIds: number[],
): Promise<Map<number, { kind: string; reference: string; moves: Record<string, number> }>> {
  const entries = new Map<number, { kind: string; reference: string; moves: Record<string, number> }>()
  for (let i = 0; i < entryIds.length; i += IDS_PER_QUERY) {
    const ids = entryIds.slice(i, i + IDS_PER_QUERY)
    const heads = await db
      .selectFrom('journal_entries')
      .select(['id', 'kind', 'reference'])
      .where('id', 'in', ids)
      .execute()
    for (const e of heads) entries.set(e.id, { kind: e.kind, reference: e.reference, moves: {} })
    const moves = await db
      .selectFrom('postings as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select(['p.entry_id', 'a.kind', sql<number>`cast(sum(p.amount) as bigint)`.as('total')])
      .where('p.entry_id', 'in', ids)
      .where('a.is_system', '=', 0)
      .groupBy(['p.entry_id', 'a.kind'])
      .execute()
    for (const m of moves) {
      const entry = entries.get(m.entry_id)
      if (entry) entry.moves[m.kind] = m.total
    }
  }
  return entries
}

/**
 * The entries of one kind made for the users of `users` (by the (user, kind, time) index): what a
 * module's check reads range by range of users (decision 0082).
 */
export function listUserEntriesOf(db: Kysely<DB>, filter: { kind: string; users: IdRange }) {
  return db
    .selectFrom('journal_entries')
    .select(['id', 'user_id', 'reference'])
    .where('user_id', '>=', filter.users.from)
    .where('user_id', '<', filter.users.to)
    .where('kind', '=', filter.kind)
    .orderBy('id')
    .execute()
}

/** Ids from `from` up to `to` (excluded): one statement's range (`check-ranges.ts`). */
export interface IdRange {
  from: number
  to: number
}

export type KeyedTable =
  'users' | 'accounts' | 'journal_entries' | 'postings' | 'withdrawals' | 'recharges' | 'holdings'

/** The highest id of `table` (0 when empty): where its ranges stop. */
export async function findLastId(db: Kysely<DB>, table: KeyedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number | null>`max(id)`.as('id'))
    .executeTakeFirst()
  return Number(row?.id ?? 0)
}
