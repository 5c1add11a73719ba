import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

/** Consumes every open code of a user (only the newest code is ever valid). */
export async function consumeOpenResets(db: Kysely<DB>, userId: number, now: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute()
}

export async function insertReset(
  db: Kysely<DB>,
  reset: { userId: number; codeHash: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: reset.userId,
      code_hash: reset.codeHash,
      attempts: 0,
      created_at: reset.now,
      expires_at: reset.expiresAt,
      consumed_at: null,
    })
    .execute()
}

/** The newest code of a user that is neither consumed nor expired. */
export function findOpenReset(db: Kysely<DB>, userId: number, now: number) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'code_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/**
 * Claims one attempt of an open code before it is compared: one conditional update, so parallel
 * guesses can never take more than `maxAttempts` between them. Nothing comes back when the code is
 * spent, expired, out of attempts or unknown.
 */
export function claimAttempt(db: Kysely<DB>, id: number, now: number, maxAttempts: number) {
  return db
    .updateTable('password_resets')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', now)
    .returning(['id', 'code_hash', 'attempts'])
    .executeTakeFirst()
}

/** Spends a code, unless it was spent already; true when this call spent it. */
export async function consumeReset(db: Kysely<DB>, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
