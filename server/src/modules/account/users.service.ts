import type { Scope } from '../../deps.ts'
import { newCode } from '../../lib/tokens.ts'
import { openUserAccounts } from '../ledger/index.ts'
import { findUser, findUserByInvitationCode, insertUser, type UserRow } from './users.repo.ts'

/** A user to make: sign-up (auth) has checked the invitation and hashed the password. */
export interface NewUser {
  phone: string
  passwordHash: string
  /** Blank or missing: `User` and the phone's last four digits. */
  nickname?: string | undefined
  /** The user's own invitation code, fixed (the demo data); otherwise a free one is drawn. */
  invitationCode?: string | undefined
  inviterId: number | null
  now: number
}

/**
 * Makes a user inside the caller's transaction (`deps.db` is the open `tx`): their row, with an
 * invitation code of their own, and their ledger accounts. A phone taken meanwhile fails on the
 * unique key, which the caller turns into its answer.
 */
export async function createUser(deps: Pick<Scope, 'db'>, user: NewUser): Promise<UserRow> {
  const id = await insertUser(deps.db, {
    phone: user.phone,
    passwordHash: user.passwordHash,
    nickname: user.nickname?.trim() || `User ${user.phone.slice(-4)}`,
    invitationCode: user.invitationCode ?? (await freeInvitationCode(deps)),
    inviterId: user.inviterId,
    now: user.now,
  })
  await openUserAccounts(deps, id)
  const row = await findUser(deps.db, id)
  if (!row) throw new Error('user vanished inside its own transaction')
  return row
}

async function freeInvitationCode(deps: Pick<Scope, 'db'>): Promise<string> {
  for (;;) {
    const code = newCode(8)
    if (!(await findUserByInvitationCode(deps.db, code))) return code
  }
}
