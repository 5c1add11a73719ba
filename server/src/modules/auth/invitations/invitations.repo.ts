import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

export async function insertInvitationCodes(
  db: Kysely<DB>,
  codes: string[],
  issue: { maxUses: number; note: string; operatorId: number; now: number },
): Promise<void> {
  await db
    .insertInto('invitation_codes')
    .values(
      codes.map((code) => ({
        code,
        max_uses: issue.maxUses,
        uses: 0,
        note: issue.note,
        created_by: issue.operatorId,
        created_at: issue.now,
      })),
    )
    .execute()
}

/** Newest first, with the issuing operator's username; only `codes` when given. */
export function listInvitationCodes(db: Kysely<DB>, codes?: string[]) {
  let query = db
    .selectFrom('invitation_codes')
    .innerJoin('operators', 'operators.id', 'invitation_codes.created_by')
    .select(['code', 'max_uses', 'uses', 'note', 'operators.username', 'invitation_codes.created_at'])
    .orderBy('invitation_codes.created_at', 'desc')
    .orderBy('code')
    .limit(500)
  if (codes) query = query.where('code', 'in', codes)
  return query.execute()
}
export type InvitationCodeListRow = Awaited<ReturnType<typeof listInvitationCodes>>[number]

/** Takes one use of an operator-issued code; false when it does not exist or is used up. */
export async function takeOperatorCodeUse(db: Kysely<DB>, code: string): Promise<boolean> {
  const result = await db
    .updateTable('invitation_codes')
    .set({ uses: sql`uses + 1` })
    .where('code', '=', code)
    .whereRef('uses', '<', 'max_uses')
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/** Whether an operator-issued code exists with uses left (a read; the use is taken at sign-up). */
export async function operatorCodeHasUses(db: Kysely<DB>, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('invitation_codes')
    .select('code')
    .where('code', '=', code)
    .whereRef('uses', '<', 'max_uses')
    .executeTakeFirst()
  return row !== undefined
}
