import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

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

export async function updateReset(
  db: Kysely<DB>,
  id: number,
  changes: { attempts?: number; consumed_at: number | null },
): Promise<void> {
  await db.updateTable('password_resets').set(changes).where('id', '=', id).execute()
}
