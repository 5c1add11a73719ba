import { MAX_AMOUNT_MINOR } from '@app/contracts'
import { sql } from 'kysely'
import type { Tx } from '../../db/transaction.ts'
import { isUniqueViolation } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { accountCode, assetOf, USER_ACCOUNT_KINDS, type AccountRef } from './accounts.ts'

export interface EntryLine {
  account: AccountRef
  /** Signed minor units (or points): negative takes from the account, positive gives to it. */
  amount: number
}

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

/** Opens a new user's accounts, in the transaction that creates the user. */
export async function openUserAccounts(tx: Tx, userId: number): Promise<void> {
  await tx
    .insertInto('accounts')
    .values(
      USER_ACCOUNT_KINDS.map((kind) => ({
        code: accountCode({ user: userId, kind }),
        user_id: userId,
        kind,
        asset: kind === 'points' ? 'points' : 'money',
        is_system: 0,
        balance: 0,
      })),
    )
    .execute()
}

/**
 * Posts one balanced journal entry inside `tx`: the entry, its postings, and the users' stored
 * balances, together. A user account is debited only by `… WHERE balance >= amount` (exactly one row, or the
 * whole entry fails with INSUFFICIENT_FUNDS), so user money never goes below zero. A second entry
 * with the same reference fails with DUPLICATE_REFERENCE. Returns the entry id.
 */
export async function postEntry(tx: Tx, entry: NewEntry): Promise<number> {
  assertBalanced(entry.lines)
  const codes = entry.lines.map((l) => accountCode(l.account))
  const accounts = await tx
    .selectFrom('accounts')
    .select(['id', 'code', 'is_system', 'user_id'])
    .where('code', 'in', codes)
    .execute()
  const byCode = new Map(accounts.map((a) => [a.code, a]))
  let entryId: number
  try {
    const row = await tx
      .insertInto('journal_entries')
      .values({
        kind: entry.kind,
        reference: entry.reference,
        user_id: entry.userId,
        actor: entry.actor,
        reason: entry.reason,
        created_at: entry.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    entryId = row.id
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'ledger.duplicate')
    throw error
  }
  // User accounts carry a stored balance, moved here with the conditional debit, in id order so two
  // entries cannot deadlock. System accounts carry none (their balance is the sum of their postings),
  // so no purchase waits on a platform-wide row.
  const lines = entry.lines
    .map((line, i) => ({ line, account: byCode.get(codes[i] as string) }))
    .sort((a, b) => (a.account?.id ?? 0) - (b.account?.id ?? 0))
  const postings = []
  for (const { line, account } of lines) {
    if (!account) throw new Error(`no ledger account ${accountCode(line.account)}`)
    const balanceAfter = account.is_system === 1 ? null : await moveBalance(tx, account.id, line.amount)
    postings.push({
      entry_id: entryId,
      account_id: account.id,
      user_id: account.user_id,
      amount: line.amount,
      balance_after: balanceAfter,
      created_at: entry.now,
    })
  }
  await tx.insertInto('postings').values(postings).execute()
  return entryId
}

/** Moves a user account's stored balance, never below zero; returns the balance after. */
async function moveBalance(tx: Tx, accountId: number, amount: number): Promise<number> {
  let update = tx
    .updateTable('accounts')
    .set({ balance: sql`balance + ${amount}` })
    .where('id', '=', accountId)
  if (amount < 0) update = update.where('balance', '>=', -amount)
  const row = await update.returning('balance').executeTakeFirst()
  if (!row) throw new AppError('CONFLICT', 'ledger.insufficientFunds')
  return row.balance
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
  tx: Tx,
  userId: number,
): Promise<Record<(typeof USER_ACCOUNT_KINDS)[number], number>> {
  const rows = await tx
    .selectFrom('accounts')
    .select(['kind', 'balance'])
    .where('user_id', '=', userId)
    .execute()
  const result = { balance: 0, revenue: 0, points: 0, withdraw_hold: 0 }
  for (const row of rows) if (row.kind in result) result[row.kind as keyof typeof result] = row.balance
  return result
}

/** Balances of the system accounts: the sum of their postings (they keep no stored balance). */
export async function getSystemBalances(tx: Tx): Promise<{ code: string; asset: string; balance: number }[]> {
  return tx
    .selectFrom('accounts as a')
    .leftJoin('postings as p', 'p.account_id', 'a.id')
    .select(['a.code', 'a.asset', sql<number>`cast(coalesce(sum(p.amount), 0) as bigint)`.as('balance')])
    .where('a.is_system', '=', 1)
    .groupBy(['a.id', 'a.code', 'a.asset'])
    .orderBy('a.id')
    .execute()
}
