import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

const userColumns = [
  'id',
  'phone',
  'nickname',
  'invitation_code',
  'inviter_id',
  'frozen',
  'created_at',
] as const

export function findUserByPhone(db: Kysely<DB>, phone: string) {
  return db
    .selectFrom('users')
    .select([...userColumns, 'password_hash'])
    .where('phone', '=', phone)
    .executeTakeFirst()
}

export function findUserById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('users')
    .select([...userColumns, 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export function findUserByInvitationCode(db: Kysely<DB>, code: string) {
  return db.selectFrom('users').select(['id']).where('invitation_code', '=', code).executeTakeFirst()
}

export async function insertUser(
  db: Kysely<DB>,
  user: {
    phone: string
    passwordHash: string
    nickname: string
    invitationCode: string
    inviterId: number | null
    now: number
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      phone: user.phone,
      password_hash: user.passwordHash,
      nickname: user.nickname,
      invitation_code: user.invitationCode,
      inviter_id: user.inviterId,
      frozen: 0,
      created_at: user.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updatePasswordHash(
  db: Kysely<DB>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute()
}

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
