import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/**
 * The user's receipt account, or null before they add one (withdrawals read it too), with the
 * user's last password reset: both start the cool-down before withdrawals.
 */
export async function findReceiptAccount(db: Kysely<DB>, userId: number) {
  const row = await db
    .selectFrom('receipt_accounts')
    .innerJoin('users', 'users.id', 'receipt_accounts.user_id')
    .select([
      'receipt_accounts.account_number',
      'receipt_accounts.receiver_name',
      'receipt_accounts.method',
      'receipt_accounts.updated_at',
      'receipt_accounts.changed_at',
      'users.password_reset_at',
    ])
    .where('receipt_accounts.user_id', '=', userId)
    .executeTakeFirst()
  return row ?? null
}

export type ReceiptAccountRow = NonNullable<Awaited<ReturnType<typeof findReceiptAccount>>>

/** Adds or replaces the account and writes the save into its history; `changedAt` is when it last went to another destination (or null). */
export async function saveReceiptAccount(
  db: Kysely<DB>,
  userId: number,
  account: { accountNumber: string; receiverName: string; method: string },
  times: { now: number; changedAt: number | null },
): Promise<void> {
  const values = {
    account_number: account.accountNumber,
    receiver_name: account.receiverName,
    method: account.method,
    updated_at: times.now,
    changed_at: times.changedAt,
  }
  await db
    .insertInto('receipt_accounts')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute()
  await db
    .insertInto('receipt_account_changes')
    .values({
      user_id: userId,
      account_number: account.accountNumber,
      receiver_name: account.receiverName,
      method: account.method,
      saved_at: times.now,
    })
    .execute()
}

/** A user's saves of their receipt account, newest first by keyset on id; fetch `limit + 1`. */
export function listReceiptChanges(
  db: Kysely<DB>,
  userId: number,
  cursor: number | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('receipt_account_changes')
    .select(['id', 'account_number', 'receiver_name', 'method', 'saved_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
  if (cursor !== undefined) query = query.where('id', '<', cursor)
  return query.execute()
}
export type ReceiptChangeRow = Awaited<ReturnType<typeof listReceiptChanges>>[number]
