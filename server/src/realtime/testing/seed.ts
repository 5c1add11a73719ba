import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { insertUser } from '../../modules/account/users.repo.ts'
import { createSession } from '../../modules/auth/sessions/sessions.repo.ts'
import { insertOperator } from '../../modules/operators/operators.repo.ts'

const DAY = 86_400
/** Accounts made here never sign in with a password; this is not a hash of anything. */
const NO_PASSWORD = 'seeded-without-password'

let sequence = 0
const run = randomBytes(3).toString('hex')

/**
 * Users with live sessions, written straight into the database: fast enough for thousands
 * (benchmarks, tests on several processes), where signing up over HTTP would hash passwords.
 */
export async function seedUsers(
  db: Kysely<DB>,
  count: number,
  now: number,
): Promise<{ userId: number; token: string }[]> {
  const users: { userId: number; token: string }[] = []
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < count; i++) {
      sequence += 1
      const userId = await insertUser(tx, {
        phone: `59${String(sequence).padStart(9, '0')}${parseInt(run, 16) % 100}`,
        passwordHash: NO_PASSWORD,
        nickname: `chat user ${sequence}`,
        invitationCode: `C${run}${sequence}`.toUpperCase(),
        inviterId: null,
        now,
      })
      users.push({ userId, token: await createSession(tx, 'user', userId, now, 30 * DAY) })
    }
  })
  return users
}

/** An operator with a live session. */
export async function seedOperator(
  db: Kysely<DB>,
  role: 'admin' | 'support' | 'finance',
  now: number,
): Promise<{ operatorId: number; username: string; token: string }> {
  sequence += 1
  const username = `${role}${run}${sequence}`
  const operatorId = await insertOperator(db, { username, passwordHash: NO_PASSWORD, role, now })
  return { operatorId, username, token: await createSession(db, 'operator', operatorId, now, DAY) }
}
