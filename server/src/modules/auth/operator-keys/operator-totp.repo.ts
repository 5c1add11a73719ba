import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

/** An operator's TOTP row, if they ever started setting it up. */
export function findOperatorTotp(db: Kysely<DB>, operatorId: number) {
  return db.selectFrom('operator_totp').selectAll().where('operator_id', '=', operatorId).executeTakeFirst()
}

/** Keeps a new secret waiting for its first code (replacing an earlier unconfirmed one). */
export async function savePendingSecret(
  db: Kysely<DB>,
  operatorId: number,
  secret: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('operator_totp')
    .values({
      operator_id: operatorId,
      secret: null,
      pending_secret: secret,
      enabled_at: null,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('operator_id').doUpdateSet({ pending_secret: secret, updated_at: now }))
    .execute()
}

/**
 * Makes the pending secret the sign-in secret, with `step` used; false when it changed meanwhile
 * (another enrolment started) or two-factor sign-in was already on.
 */
export async function enableSecret(
  db: Kysely<DB>,
  { operatorId, secret, step, now }: { operatorId: number; secret: string; step: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('operator_totp')
    .set({ secret, pending_secret: null, enabled_at: now, last_step: step, updated_at: now })
    .where('operator_id', '=', operatorId)
    .where('pending_secret', '=', secret)
    .where('secret', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Records `step` as used, only if it is newer than the last used one: parallel replays win once. */
export async function useStep(
  db: Kysely<DB>,
  operatorId: number,
  step: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('operator_totp')
    .set({ last_step: step, updated_at: now })
    .where('operator_id', '=', operatorId)
    .where('last_step', '<', step)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Removes an operator's two-factor sign-in; true when there was something to remove. */
export async function deleteOperatorTotp(db: Kysely<DB>, operatorId: number): Promise<boolean> {
  const result = await db.deleteFrom('operator_totp').where('operator_id', '=', operatorId).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** The operator's recovery codes become `hashes`: the earlier set, used or not, is void. */
export async function replaceRecoveryCodes(
  db: Kysely<DB>,
  operatorId: number,
  hashes: string[],
  now: number,
): Promise<void> {
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute()
  if (hashes.length === 0) return
  await db
    .insertInto('operator_recovery_codes')
    .values(
      hashes.map((code_hash) => ({ operator_id: operatorId, code_hash, created_at: now, used_at: null })),
    )
    .execute()
}

/** Uses one recovery code, only if it is the operator's and unused: parallel uses win once. */
export async function useRecoveryCode(
  db: Kysely<DB>,
  operatorId: number,
  hash: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: now })
    .where('operator_id', '=', operatorId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** How many of the operator's recovery codes are still unused. */
export async function countRecoveryCodesLeft(db: Kysely<DB>, operatorId: number): Promise<number> {
  const row = await db
    .selectFrom('operator_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
