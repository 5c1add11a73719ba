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

/** Adds or replaces the account; `changedAt` is when it last went to another destination (or null). */
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
}
