import type { ReceiptAccount } from '@app/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** The user's receipt account, or null before they add one (withdrawals read it too). */
export async function findReceiptAccount(db: Kysely<DB>, userId: number) {
  const row = await db
    .selectFrom('receipt_accounts')
    .select(['account_number', 'receiver_name', 'method', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ?? null
}

export type ReceiptAccountRow = NonNullable<Awaited<ReturnType<typeof findReceiptAccount>>>

export async function saveReceiptAccount(
  db: Kysely<DB>,
  userId: number,
  account: Omit<ReceiptAccount, 'updatedAt'>,
  now: number,
): Promise<void> {
  const values = {
    account_number: account.accountNumber,
    receiver_name: account.receiverName,
    method: account.method,
    updated_at: now,
  }
  await db
    .insertInto('receipt_accounts')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute()
}
