import { MAX_AMOUNT_MINOR } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { isCheckViolation, isUniqueViolation, type Tx } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { accountCode, assetOf, USER_ACCOUNT_KINDS, type AccountRef } from './accounts.ts'
import * as repo from './ledger.repo.ts'
import {
  addToDayTotals,
  addToIncomeQuarters,
  addToUserIncome,
  dayOf,
  quarterOf,
  shardOf,
  type DayTotal,
  type IncomeQuarter,
} from './totals.repo.ts'

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
  /**
   * An entry that pays a receipt of income or takes one back (its reversal): the part of the price
   * that receipt returned (decision 0053). Each user line moves the user's income received, this
   * part credited with a credit and taken back with a debit (decision 0078).
   */
  receipt?: { principal: number }
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
 * Posts one balanced journal entry inside the caller's transaction (`deps.db` is the open `tx`): a
 * batch of one (`postEntries`). Returns the entry id.
 */
export async function postEntry(deps: Db, entry: NewEntry): Promise<number> {
  const [id] = await postEntries(deps, [entry])
  return id as number
}

/**
 * Posts balanced journal entries inside the caller's transaction (`deps.db` is the open `tx`),
 * step by step for all of them (a statement a step, whatever their number): their headers, their
 * users' stored balances and their postings, together. A user account is debited only by
 * `… WHERE balance >= amount`, so user money never goes below zero: when any debit would overdraw
 * it throws INSUFFICIENT_FUNDS, and when any reference was used before, DUPLICATE_REFERENCE; the
 * caller rolls back, so it is all or nothing. System accounts carry no stored balance (theirs is the sum of their postings), so no
 * entry waits on a platform-wide row. Returns the entries' ids, in order.
 *
 * The other form of an entry is a step of a money move's one statement on PostgreSQL
 * (`entriesStep`, ledger.repo.ts), for the moves written that way (a purchase, a receipt).
 */
export async function postEntries(deps: Db, entries: readonly NewEntry[]): Promise<number[]> {
  const { db: tx } = deps
  // Each user account moves once, by what all its lines add up to.
  const net = new Map<string, number>()
  for (const entry of entries) {
    assertBalanced(entry.lines)
    for (const line of entry.lines)
      if (!('system' in line.account)) {
        const code = accountCode(line.account)
        net.set(code, (net.get(code) ?? 0) + line.amount)
      }
  }
  const moves = [...net].map(([code, amount]) => ({ code, amount }))
  const ids = await refusingDuplicates(() => repo.insertJournalEntries(tx, entries.map(headerOf)))
  const moved = await refusingPastTheLimit(() => repo.moveStoredBalances(tx, moves))
  if (moved.length !== moves.length) await refuseUnmoved(tx, moves, moved)
  // Each posting's balance after, line by line from the balance before: an account that moves in
  // several lines is held to every one of them, as if it moved line by line.
  const running = new Map(moved.map((m) => [m.code, m.balance - (net.get(m.code) ?? 0)]))
  const accounts = new Map(moved.map((m) => [m.code, m]))
  const postings: repo.NewPosting[] = []
  for (const entry of entries) {
    const entryId = ids.get(entry.reference) as number
    // In code order, the order the entry's accounts are locked in.
    for (const { line, code } of inCodeOrder(entry.lines)) {
      const common = { entry_id: entryId, amount: line.amount, created_at: entry.now }
      const account = accounts.get(code)
      if (!account) {
        postings.push({ ...common, account: code, user_id: null, balance_after: null })
        continue
      }
      const after = (running.get(code) as number) + line.amount
      if (after < 0) throw new AppError('CONFLICT', 'ledger.insufficientFunds')
      if (after > Number.MAX_SAFE_INTEGER) throw new AppError('CONFLICT', 'ledger.balanceLimit')
      running.set(code, after)
      postings.push({ ...common, account: account.id, user_id: account.user_id, balance_after: after })
    }
  }
  await repo.insertPostings(tx, postings)
  await keepTotals(tx, entries)
  return entries.map((entry) => ids.get(entry.reference) as number)
}

/**
 * A debit that did not move its account: the balance was short (INSUFFICIENT_FUNDS), unless the
 * account does not exist, which is the code's mistake, not the user's.
 */
async function refuseUnmoved(
  tx: Tx,
  moves: readonly { code: string }[],
  moved: readonly { code: string }[],
): Promise<never> {
  const done = new Set(moved.map((m) => m.code))
  for (const { code } of moves)
    if (!done.has(code) && !(await repo.accountExists(tx, code))) throw new Error(`no ledger account ${code}`)
  throw new AppError('CONFLICT', 'ledger.insufficientFunds')
}

/**
 * Moves the stored totals by what these entries posted, in their transaction (decision 0074): each
 * entry's system lines on its day, the entry counted on its first one's row, or under '' when it
 * has none (decision 0085), and what an income entry (or a reversal of one) moved on its user's
 * income received, in all and in its quarter of an hour (decision 0078).
 */
async function keepTotals(tx: Tx, entries: readonly NewEntry[]): Promise<void> {
  const days = new Map<string, DayTotal>()
  const income = new Map<number, number>()
  const quarters = new Map<string, IncomeQuarter>()
  const addIncome = (entry: NewEntry, user: number, amount: number) => {
    income.set(user, (income.get(user) ?? 0) + amount)
    const principal = entry.receipt?.principal ?? 0
    const key = `${user} ${quarterOf(entry.now)}`
    const row = quarters.get(key) ?? {
      user_id: user,
      quarter: quarterOf(entry.now),
      received: 0,
      principal: 0,
    }
    row.received += amount
    row.principal += amount < 0 ? -principal : principal
    quarters.set(key, row)
  }
  const add = (entry: NewEntry, account: string, count: number, amount: number) => {
    const row = { day: dayOf(entry.now), kind: entry.kind, account, shard: shardOf(entry.userId) }
    const key = `${row.day} ${row.kind} ${row.account} ${row.shard}`
    const total = days.get(key) ?? { ...row, entries: 0, amount: 0 }
    total.entries += count
    total.amount += amount
    days.set(key, total)
  }
  for (const entry of entries) {
    // One row per entry where it can: the count rides on a row the entry writes anyway.
    let counted = false
    for (const line of entry.lines) {
      if ('system' in line.account) {
        add(entry, accountCode(line.account), counted ? 0 : 1, line.amount)
        counted = true
      } else if (entry.kind === 'income' || entry.receipt) addIncome(entry, line.account.user, line.amount)
    }
    if (!counted) add(entry, '', 1, 0)
  }
  await addToDayTotals(tx, [...days.values()])
  await addToUserIncome(
    tx,
    [...income].map(([user_id, received]) => ({ user_id, received })),
  )
  await addToIncomeQuarters(tx, [...quarters.values()])
}

/** An entry's lines with their accounts' codes, in code order. */
const inCodeOrder = (lines: readonly EntryLine[]) =>
  lines
    .map((line) => ({ line, code: accountCode(line.account) }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))

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
