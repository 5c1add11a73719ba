import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { foldCase } from '../../db/fold-case.ts'

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

/** A user with their password hash, for sign-in and password changes. */
export function findUserById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('users')
    .select([...userColumns, 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** A user without their password hash. */
export function findUser(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst()
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>

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
      nickname_folded: foldCase(user.nickname),
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

/** Records a completed password reset: withdrawals wait out the cool-down from `now`. */
export async function markPasswordReset(db: Kysely<DB>, userId: number, now: number): Promise<void> {
  await db.updateTable('users').set({ password_reset_at: now }).where('id', '=', userId).execute()
}

export async function setUserFrozen(db: Kysely<DB>, userId: number, frozen: 0 | 1): Promise<void> {
  await db.updateTable('users').set({ frozen }).where('id', '=', userId).execute()
}

/**
 * Moves a user's stored recharge total (`users.recharge_total`) by `delta`, in the transaction that
 * credits a recharge or reverses one; the ledger check (I8) compares it with the ledger's credits.
 */
export async function addToRechargeTotal(db: Kysely<DB>, userId: number, delta: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ recharge_total: sql<number>`recharge_total + ${delta}` })
    .where('id', '=', userId)
    .execute()
}

/** True when at least one user exists. */
export async function hasAnyUser(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined
}

/**
 * Takes the user's row lock until the transaction ends, so a check-then-insert of the user's rows
 * (the pending recharges) runs one request at a time: on PostgreSQL a parallel request waits here
 * and then counts what the first committed; on SQLite `BEGIN IMMEDIATE` already runs writers one at
 * a time. Writes nothing: it sets a column to itself. Not the key: setting the key, even to itself,
 * makes SQLite check every row that refers to the user (each recharge, entry, posting, holding…), so
 * the lock cost as much as the user's whole history.
 */
export async function lockUserRow(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ created_at: eb.ref('created_at') }))
    .where('id', '=', userId)
    .execute()
}
