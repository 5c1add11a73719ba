import { sql, type Insertable, type Kysely } from 'kysely'
import type { DB, RedemptionCodesTable } from '../../db/schema.ts'

/** The `redemption_codes` table and the per-user counts of `redemption_user_counts`. */

/** The code whose key (`codeKey`) is `key`. */
export function findRedemptionCode(db: Kysely<DB>, key: string) {
  return db.selectFrom('redemption_codes').selectAll().where('code', '=', key).executeTakeFirst()
}

/**
 * Takes one of a user's uses of a code, only while they have used it fewer than `perUserLimit`
 * times; returns their uses including this one, or undefined when none is left.
 */
export async function takeUserUse(
  db: Kysely<DB>,
  code: string,
  userId: number,
  perUserLimit: number,
): Promise<number | undefined> {
  const row = await db
    .insertInto('redemption_user_counts')
    .values({ code, user_id: userId, uses: 1 })
    .onConflict((oc) =>
      oc
        .columns(['code', 'user_id'])
        .doUpdateSet({ uses: sql`redemption_user_counts.uses + 1` })
        .where('redemption_user_counts.uses', '<', perUserLimit),
    )
    .returning('uses')
    .executeTakeFirst()
  return row?.uses
}

/** Takes one of a code's uses, only while some are left and it has not expired at `now`. */
export async function takeCodeUse(db: Kysely<DB>, code: string, now: number): Promise<boolean> {
  const taken = await db
    .updateTable('redemption_codes')
    .set({ uses: sql`uses + 1` })
    .where('code', '=', code)
    .whereRef('uses', '<', 'max_uses')
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return taken.numUpdatedRows === 1n
}

export async function insertRedemptionCodes(
  db: Kysely<DB>,
  codes: Insertable<RedemptionCodesTable>[],
): Promise<void> {
  await db.insertInto('redemption_codes').values(codes).execute()
}

/** The latest codes with the username of the operator who issued each, newest first. */
export function listRedemptionCodes(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('redemption_codes as r')
    .innerJoin('operators as o', 'o.id', 'r.created_by')
    .selectAll('r')
    .select('o.username')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.code')
    .limit(limit)
    .execute()
}

export type RedemptionCodeListRow = Awaited<ReturnType<typeof listRedemptionCodes>>[number]
