import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely'
import { speaksPostgres } from '../../db/database.ts'
import type { AccountsTable, DB, JournalEntriesTable, PostingsTable } from '../../db/schema.ts'
import { step, type Step } from '../../db/steps.ts'
import { totalsSteps } from './totals.repo.ts'

/**
 * Completed recharges of a user: the sum the ledger credited to their balance by recharge entries,
 * less what reversals of those entries took back.
 */
/** The user's stored recharge total: one row, however long their history. */
export async function storedRechargeTotal(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('recharge_total')
    .where('id', '=', userId)
    .executeTakeFirst()
  return row?.recharge_total ?? 0
}

export async function insertAccounts(db: Kysely<DB>, accounts: Insertable<AccountsTable>[]): Promise<void> {
  await db.insertInto('accounts').values(accounts).execute()
}

/**
 * Moves the stored balances of many user accounts at once, each named by its code and moved once;
 * a debit only `WHERE balance >= -amount`. Returns the accounts that moved, by code, with their
 * balance after: one that did not move is absent. On PostgreSQL the accounts are locked first in
 * the order of their codes, as one entry's were when they moved one by one, so two transactions
 * that move the same accounts never wait on each other in a circle (one statement still); SQLite
 * writes one transaction at a time.
 */
export async function moveStoredBalances(
  db: Kysely<DB>,
  moves: readonly { code: string; amount: number }[],
): Promise<{ code: string; id: number; user_id: number | null; balance: number }[]> {
  if (moves.length === 0) return []
  if (speaksPostgres(db)) {
    const codes = moves.map((m) => m.code)
    const result = await sql<{ code: string; id: number; user_id: number | null; balance: number }>`
      with locked as (
        select id from accounts where code = any(cast(${codes} as text[])) order by code for no key update
      )
      update accounts set balance = accounts.balance + m.amount
      from unnest(cast(${codes} as text[]), cast(${moves.map((m) => m.amount)} as bigint[])) as m (code, amount),
        locked l
      where l.id = accounts.id and accounts.code = m.code and (m.amount > 0 or accounts.balance >= -m.amount)
      returning accounts.code, accounts.id, accounts.user_id, accounts.balance`.execute(db)
    return result.rows
  }
  const result = await sql<{ code: string; id: number; user_id: number | null; balance: number }>`
    update accounts set balance = accounts.balance + (m.value ->> 'amount')
    from json_each(${JSON.stringify(moves)}) as m
    where accounts.code = (m.value ->> 'code')
      and ((m.value ->> 'amount') > 0 or accounts.balance >= -(m.value ->> 'amount'))
    returning accounts.code, accounts.id, accounts.user_id, accounts.balance`.execute(db)
  return result.rows
}

/** Records many entries' headers; returns each one's id by its reference. */
export async function insertJournalEntries(
  db: Kysely<DB>,
  entries: readonly Insertable<JournalEntriesTable>[],
): Promise<Map<string, number>> {
  if (entries.length === 0) return new Map()
  const rows = await db.insertInto('journal_entries').values(entries).returning(['id', 'reference']).execute()
  return new Map(rows.map((row) => [row.reference, row.id]))
}

/** The columns a step must have to be written to the ledger by `entriesStep`: one entry per row. */
export type EntrySourceColumns = 'user_id' | 'account_id' | 'amount' | 'reference' | 'reason' | 'created_at'

/**
 * The ledger's steps of a money move written as one statement (PostgreSQL), for any number of
 * users, after its wallets moved (`walletMovesStep`, which `source` reads): one entry per row of
 * `source` (one row per user, each of an account moved), which moved `account_id` (a user account) by
 * `amount` (negative took) to its `balance` after, with its `reference`, `reason` and
 * `created_at`; the actor is the user. `entries` yields each entry's `id` and `user_id`; `lines`
 * writes the two postings of each entry (the system account's first, as `postEntry` writes them),
 * and takes as inputs the stored totals the entries move (`totalsSteps`).
 */
export function entriesStep(source: Step<string, EntrySourceColumns | 'balance'>, e: EntriesOf) {
  const s = (column: EntrySourceColumns | 'balance') => source.col(column, 's')
  const entries = step(
    'entries',
    ['id', 'user_id'],
    [source],
    sql`insert into journal_entries (kind, reference, user_id, actor, reason, created_at)
      select ${e.kind}, ${s('reference')}, ${s('user_id')}, 'user:' || ${s('user_id')}, ${s('reason')},
        ${s('created_at')}
      from ${source.table} s
      returning id, user_id`,
  )
  // The stored totals the entries move (decision 0074). Given as inputs of the lines, which do not
  // read them, so that every statement that writes the lines writes the totals too.
  const totals = totalsSteps(source, entries, e)
  // Each entry's two postings, the system account's first. One: the row written is the entry's
  // (its only one), so the entry's id is read, not joined.
  const entryId = e.one ? sql`(select e.id from ${entries.table} e)` : sql`e.id`
  const from = e.one
    ? sql`${source.table} s`
    : sql`${entries.table} e join ${source.table} s on ${s('user_id')} = e.user_id`
  const lines = step(
    'batch_lines',
    [],
    [source, entries, ...totals],
    sql`insert into postings (entry_id, account_id, user_id, amount, balance_after, created_at)
      select ${entryId}, p.account_id, p.user_id, p.amount, p.balance_after, ${s('created_at')}
      from ${from}
        cross join lateral (values
          ((select id from accounts where code = ${e.system}), null::bigint, -${s('amount')}, null::bigint),
          (${s('account_id')}, ${s('user_id')}, ${s('amount')}, ${s('balance')})
        ) p (account_id, user_id, amount, balance_after)`,
  )
  return { entries, lines }
}

/** What the ledger's steps write: the kind of their entries, their system account, and how many. */
interface EntriesOf {
  kind: string
  system: string
  one: boolean
  /** An income entry's: the part of the price its receipt returned, a column of `source` under an alias. */
  principal?: (alias: string) => RawBuilder<unknown>
}

/**
 * The wallets' move of a money move written as one statement (PostgreSQL; a purchase's debit,
 * decision 0087, and a receipt's credit, 0093): each row of `source` whose `go` holds moves the
 * user's account of kind `wallet` by `amount` (negative takes, never below zero:
 * `balance >= -amount`, on the row as it is when the update reaches it). Yields the accounts that
 * moved, for `entriesStep`, and for each the `carry` columns of its row of `source`, as the
 * update read them. Many accounts are locked first in the order of their ids, as every batch locks
 * its rows, so two batches (of two processes, or a purchase's and a receipt's) never wait on each
 * other in a circle; one account is locked by its own update.
 */
export function walletMovesStep<Carried extends string = never>(
  source: Step<string, 'user_id' | 'wallet' | 'amount' | 'go' | NoInfer<Carried>>,
  one: boolean,
  carry: readonly Carried[] = [],
): Step<'moved', 'user_id' | 'account_id' | 'balance' | Carried> {
  const s = (column: 'user_id' | 'wallet' | 'amount' | 'go' | Carried) => source.col(column, 's')
  const locks = one
    ? undefined
    : step(
        'wallet_locks',
        ['id'],
        [source],
        sql`select a.id from accounts a join ${source.table} s
            on a.user_id = ${s('user_id')} and a.kind = ${s('wallet')}
          where ${s('go')}
          order by a.id for no key update of a`,
      )
  const carried = carry.map((column) => sql`, ${s(column)} as ${sql.ref(column)}`)
  return step(
    'moved',
    ['user_id', 'account_id', 'balance', ...carry],
    locks ? [source, locks] : [source],
    sql`update accounts a set balance = a.balance + ${s('amount')}
      from ${source.table} s${locks ? sql`, ${locks.table} l` : sql``}
      where ${locks ? sql`l.id = a.id and ` : sql``}a.user_id = ${s('user_id')} and a.kind = ${s('wallet')}
        and ${s('go')} and (${s('amount')} > 0 or a.balance >= -${s('amount')})
      returning ${s('user_id')} as user_id, a.id as account_id, a.balance${sql.join(carried, sql``)}`,
  )
}

type BalancesByKind = Record<string, number> | null

/** A user's stored balances as one JSON object by account kind, for a statement's reply. */
export const userBalancesJson = (userId: number | RawBuilder<number>) =>
  sql<BalancesByKind>`(select json_object_agg(kind, balance) from accounts where user_id = ${userId})`

export async function accountExists(db: Kysely<DB>, code: string): Promise<boolean> {
  return (
    (await db.selectFrom('accounts').select('id').where('code', '=', code).executeTakeFirst()) !== undefined
  )
}

/** A posting whose account is named by its code (found in the insert itself) or given by id. */
export type NewPosting = Omit<Insertable<PostingsTable>, 'account_id'> & { account: number | string }

export async function insertPostings(db: Kysely<DB>, postings: NewPosting[]): Promise<void> {
  await db
    .insertInto('postings')
    .values(
      postings.map(({ account, ...posting }) => ({
        ...posting,
        account_id:
          typeof account === 'number'
            ? account
            : db.selectFrom('accounts').select('id').where('code', '=', account),
      })),
    )
    .execute()
}

/** The accounts of several users, with their stored balances (a batch's first look). */
export function listUsersAccounts(db: Kysely<DB>, userIds: readonly number[]) {
  return db
    .selectFrom('accounts')
    .select(['id', 'user_id', 'kind', 'balance'])
    .where('user_id', 'in', userIds)
    .execute()
}

/** The stored balances of a user's accounts, by kind. */
export function listUserAccountBalances(db: Kysely<DB>, userId: number) {
  return db.selectFrom('accounts').select(['kind', 'balance']).where('user_id', '=', userId).execute()
}

/** A user's journal entries, newest first by keyset on id, `limit` rows. */
export function listUserEntries(db: Kysely<DB>, userId: number, cursor: number | undefined, limit: number) {
  let query = db
    .selectFrom('journal_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
  if (cursor !== undefined) query = query.where('id', '<', cursor)
  return query.execute()
}

export type EntryRow = Awaited<ReturnType<typeof listUserEntries>>[number]

export function findEntry(db: Kysely<DB>, id: number) {
  return db.selectFrom('journal_entries').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The postings of these entries with their account codes, in posting order. */
export async function listPostingsOfEntries(db: Kysely<DB>, entryIds: number[]) {
  if (entryIds.length === 0) return []
  return db
    .selectFrom('postings as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.entry_id', 'a.code', 'p.amount'])
    .where('p.entry_id', 'in', entryIds)
    .orderBy('p.id')
    .execute()
}

export type PostingLine = Awaited<ReturnType<typeof listPostingsOfEntries>>[number]

const IDS_PER_QUERY = 500

/**
 * What users paid by each of these entries: the negated sum of its postings on user accounts.
 * Entries without postings are absent. Asked in batches, so any number of ids fits a statement.
 */
export async function userPaymentsByEntry(db: Kysely<DB>, entryIds: number[]): Promise<Map<number, number>> {
  const paid = new Map<number, number>()
  for (let i = 0; i < entryIds.length; i += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('postings as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select([
        'p.entry_id',
        sql<number>`cast(sum(case when a.is_system = 0 then -p.amount else 0 end) as bigint)`.as('paid'),
      ])
      .where('p.entry_id', 'in', entryIds.slice(i, i + IDS_PER_QUERY))
      .groupBy('p.entry_id')
      .execute()
    for (const row of rows) paid.set(row.entry_id, row.paid)
  }
  return paid
}

/** Of these entries, those a reversing entry (`reversal:<id>`) mirrors. */
export async function findReversedAmong(db: Kysely<DB>, entryIds: readonly number[]): Promise<Set<number>> {
  if (entryIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('journal_entries')
    .select('reference')
    .where(
      'reference',
      'in',
      entryIds.map((id) => `reversal:${id}`),
    )
    .execute()
  return new Set(rows.map((r) => Number(r.reference.slice('reversal:'.length))))
}

/** Every entry a reversing entry mirrors (reversals are rare corrections: the checker reads them all). */
export async function listReversedEntryIds(db: Kysely<DB>): Promise<Set<number>> {
  const rows = await db
    .selectFrom('journal_entries')
    .select('reference')
    .where('reference', 'like', 'reversal:%')
    .execute()
  return new Set(rows.map((r) => Number(r.reference.slice('reversal:'.length))))
}
