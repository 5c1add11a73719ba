import { MAX_AMOUNT_MINOR } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { isCheckViolation, isUniqueViolation, type Tx } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { accountCode, assetOf, USER_ACCOUNT_KINDS, type AccountRef } from './accounts.ts'
import * as repo from './ledger.repo.ts'
import { addToDayTotals, addToUserIncome, dayOf, shardOf, type DayTotal } from './totals.repo.ts'

export interface EntryLine {
  account: AccountRef
  /** Signed minor units (or points): negative takes from the account, positive gives to it. */
  amount: number
}

/** The ledger's steps need only a query builder: the caller's open transaction, or the root for a read. */
type Db = Pick<Scope, 'db'>

export interface NewEntry {
  kind: string
  /** Business reference, unique across the ledger: one entry per purchase, per earning, per recharge… */
  reference: string
  userId: number | null
  actor: string
  reason: string
  now: number
  lines: EntryLine[]
}

/** Opens a new user's accounts, in the transaction that creates the user (`deps.db` is the `tx`). */
export async function openUserAccounts(deps: Db, userId: number): Promise<void> {
  await repo.insertAccounts(
    deps.db,
    USER_ACCOUNT_KINDS.map((kind) => ({
      code: accountCode({ user: userId, kind }),
      user_id: userId,
      kind,
      asset: kind === 'points' ? 'points' : 'money',
      is_system: 0,
      balance: 0,
    })),
  )
}

/**
 * Posts one balanced journal entry inside the caller's transaction (`deps.db` is the open `tx`):
 * the entry, its postings, and the users' stored balances, together. A user account is debited
 * only by `… WHERE balance >= amount` (exactly one row, or the whole entry fails with
 * INSUFFICIENT_FUNDS), so user money never goes below zero. A second entry with the same reference
 * fails with DUPLICATE_REFERENCE. Returns the entry id.
 *
 * Accounts are named by their codes in the statements themselves (the balance move returns the
 * account's id; a system line's posting finds its account in the insert), so no statement is spent
 * looking them up.
 */
export async function postEntry(deps: Db, entry: NewEntry): Promise<number> {
  const { db: tx } = deps
  assertBalanced(entry.lines)
  const entryId = await insertEntry(tx, entry)
  // User accounts carry a stored balance, moved here with the conditional debit, in code order so
  // two entries cannot deadlock. System accounts carry none (their balance is the sum of their
  // postings), so no purchase waits on a platform-wide row.
  const postings: repo.NewPosting[] = []
  for (const { line, code } of inCodeOrder(entry.lines)) {
    const common = { entry_id: entryId, amount: line.amount, created_at: entry.now }
    if ('system' in line.account) {
      postings.push({ ...common, account: code, user_id: null, balance_after: null })
      continue
    }
    const moved = await moveBalance(tx, code, line.amount)
    postings.push({ ...common, account: moved.id, user_id: moved.user_id, balance_after: moved.balance })
  }
  await repo.insertPostings(tx, postings)
  await keepTotals(tx, [entry])
  return entryId
}

/**
 * Posts many balanced entries at once, inside the caller's transaction (a batch on SQLite,
 * decision 0049): their headers, their users' stored balances and their postings, a statement for
 * each step instead of each entry's. Each user account may appear in one line of one entry only.
 * All or nothing: when any debit would overdraw, or any reference was used before, it throws and
 * the caller rolls back. Returns the entries' ids, in order.
 */
export async function postEntries(deps: Db, entries: readonly NewEntry[]): Promise<number[]> {
  const { db: tx } = deps
  const moves: { code: string; amount: number }[] = []
  for (const entry of entries) {
    assertBalanced(entry.lines)
    for (const line of entry.lines)
      if (!('system' in line.account)) moves.push({ code: accountCode(line.account), amount: line.amount })
  }
  if (new Set(moves.map((m) => m.code)).size !== moves.length)
    throw new Error('postEntries: an account moves in more than one line')
  const ids = await refusingDuplicates(() => repo.insertJournalEntries(tx, entries.map(headerOf)))
  const moved = await refusingPastTheLimit(() => repo.moveStoredBalances(tx, moves))
  if (moved.length !== moves.length) throw new AppError('CONFLICT', 'ledger.insufficientFunds')
  const after = new Map(moved.map((m) => [m.code, m]))
  const postings: repo.NewPosting[] = []
  for (const entry of entries) {
    const entryId = ids.get(entry.reference) as number
    // In code order, as `postEntry` writes them.
    for (const { line, code } of inCodeOrder(entry.lines)) {
      const common = { entry_id: entryId, amount: line.amount, created_at: entry.now }
      const account = after.get(code)
      postings.push(
        account
          ? { ...common, account: account.id, user_id: account.user_id, balance_after: account.balance }
          : { ...common, account: code, user_id: null, balance_after: null },
      )
    }
  }
  await repo.insertPostings(tx, postings)
  await keepTotals(tx, entries)
  return entries.map((entry) => ids.get(entry.reference) as number)
}

/**
 * Moves the stored totals by what these entries posted, in their transaction (decision 0074): each
 * entry's count and system lines on its day, and an income entry's credits to its user's income.
 */
async function keepTotals(tx: Tx, entries: readonly NewEntry[]): Promise<void> {
  const days = new Map<string, DayTotal>()
  const income = new Map<number, number>()
  const add = (entry: NewEntry, account: string, count: number, amount: number) => {
    const row = { day: dayOf(entry.now), kind: entry.kind, account, shard: shardOf(entry.userId) }
    const key = `${row.day} ${row.kind} ${row.account} ${row.shard}`
    const total = days.get(key) ?? { ...row, entries: 0, amount: 0 }
    total.entries += count
    total.amount += amount
    days.set(key, total)
  }
  for (const entry of entries) {
    add(entry, '', 1, 0)
    for (const line of entry.lines) {
      if ('system' in line.account) add(entry, accountCode(line.account), 0, line.amount)
      else if (entry.kind === 'income')
        income.set(line.account.user, (income.get(line.account.user) ?? 0) + line.amount)
    }
  }
  await addToDayTotals(tx, [...days.values()])
  await addIncome(tx, income)
}

/** Moves users' stored income received by these amounts (an income entry, or its reversal). */
export async function addIncome(tx: Tx, byUser: ReadonlyMap<number, number>): Promise<void> {
  await addToUserIncome(
    tx,
    [...byUser].map(([user_id, received]) => ({ user_id, received })),
  )
}

/** An entry's lines with their accounts' codes, in code order. */
const inCodeOrder = (lines: readonly EntryLine[]) =>
  lines
    .map((line) => ({ line, code: accountCode(line.account) }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))

function insertEntry(tx: Tx, entry: NewEntry): Promise<number> {
  return refusingDuplicates(() => repo.insertJournalEntry(tx, headerOf(entry)))
}

/** An entry's header row. */
const headerOf = (entry: NewEntry) => ({
  kind: entry.kind,
  reference: entry.reference,
  user_id: entry.userId,
  actor: entry.actor,
  reason: entry.reason,
  created_at: entry.now,
})

/** Writes entries' headers; a reference used before is refused as a duplicate. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'ledger.duplicate')
    throw error
  }
}

/** Moves stored balances; one that would pass the schema's bound is refused. */
async function refusingPastTheLimit<T>(move: () => Promise<T>): Promise<T> {
  try {
    return await move()
  } catch (error) {
    if (isCheckViolation(error)) throw new AppError('CONFLICT', 'ledger.balanceLimit')
    throw error
  }
}

/**
 * Moves a user account's stored balance, never below zero and never above 2^53 − 1 (the schema's
 * bound, so every read stays exact); returns the account and its balance after.
 */
async function moveBalance(tx: Tx, code: string, amount: number) {
  const moved = await refusingPastTheLimit(() => repo.moveStoredBalance(tx, code, amount))
  if (moved) return moved
  if (!(await repo.accountExists(tx, code))) throw new Error(`no ledger account ${code}`)
  throw new AppError('CONFLICT', 'ledger.insufficientFunds')
}

/** Every entry has at least two lines of valid amounts and sums to zero per asset. */
function assertBalanced(lines: EntryLine[]): void {
  if (lines.length < 2) throw new Error('a journal entry needs at least two lines')
  const sums = new Map<string, number>()
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0 || Math.abs(line.amount) > MAX_AMOUNT_MINOR) {
      throw new Error(`invalid ledger amount ${line.amount}`)
    }
    const asset = assetOf(line.account)
    sums.set(asset, (sums.get(asset) ?? 0) + line.amount)
  }
  for (const [asset, sum] of sums)
    if (sum !== 0) throw new Error(`entry does not balance in ${asset}: ${sum}`)
}

/** Balances of a user's accounts, from the stored balances (kept equal to the postings). */
export async function getUserBalances(
  deps: Db,
  userId: number,
): Promise<Record<(typeof USER_ACCOUNT_KINDS)[number], number>> {
  const rows = await repo.listUserAccountBalances(deps.db, userId)
  const result = { balance: 0, revenue: 0, points: 0, withdraw_hold: 0 }
  for (const row of rows) if (row.kind in result) result[row.kind as keyof typeof result] = row.balance
  return result
}
