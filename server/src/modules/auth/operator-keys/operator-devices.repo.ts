import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

/** Whether the operator signed in from the device whose token hashes to `tokenHash`; marks it seen. */
export async function isKnownDevice(
  db: Kysely<DB>,
  { operatorId, tokenHash, now }: { operatorId: number; tokenHash: string; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('operator_devices')
    .set({ last_seen_at: now })
    .where('operator_id', '=', operatorId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Remembers a device an operator signed in from (once). */
export async function rememberDevice(
  db: Kysely<DB>,
  { operatorId, tokenHash, now }: { operatorId: number; tokenHash: string; now: number },
): Promise<void> {
  await db
    .insertInto('operator_devices')
    .values({ operator_id: operatorId, token_hash: tokenHash, created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['operator_id', 'token_hash']).doUpdateSet({ last_seen_at: now }))
    .execute()
}
