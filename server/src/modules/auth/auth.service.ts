import type { LoginBody, RegisterBody, SessionReply } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password.ts'
import { newCode } from '../../lib/tokens.ts'
import { presentUser } from '../account/user.presenter.ts'
import * as users from '../account/users.repo.ts'
import { openUserAccounts } from '../ledger/ledger.service.ts'
import { recordInviteReward } from '../wallet/invite-reward.service.ts'
import { userVipLevel } from '../vip/vip.service.ts'
import { takeOperatorCodeUse } from './invitations.repo.ts'
import { hitOrRefuse, refuseIfOver, type Window } from './rate-limit.service.ts'
import { createSession } from './sessions.repo.ts'

export const USER_SESSION_SECONDS = 30 * 24 * 3600
export const TEN_MINUTES = 600

const loginWindows = (phone: string, ip: string): Window[] => [
  { bucket: `login:ip:${ip}`, seconds: TEN_MINUTES, limit: 60 },
  { bucket: `login:phone:${phone}`, seconds: TEN_MINUTES, limit: 10 },
]

/**
 * Sign-in. An unknown phone and a wrong password get the same answer after the same work; failures
 * count per phone, every attempt per address.
 */
export async function login(deps: Deps, input: LoginBody & { ip: string }): Promise<SessionReply> {
  const [ipWindow, phoneWindow] = loginWindows(input.phone, input.ip) as [Window, Window]
  await hitOrRefuse(deps, [ipWindow])
  await refuseIfOver(deps, [phoneWindow])
  const user = await users.findUserByPhone(deps.db, input.phone)
  const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), input.password)
  if (!user || !valid) {
    await hitOrRefuse(deps, [phoneWindow])
    throw new AppError('VALIDATION_FAILED', 'auth.loginFailed')
  }
  if (user.frozen) throw new AppError('FORBIDDEN', 'auth.accountFrozen')
  const token = await createSession(deps.db, 'user', user.id, deps.clock.now(), USER_SESSION_SECONDS)
  return { token, userInfo: presentUser(user, await userVipLevel(deps, user.id)) }
}

/**
 * Sign-up needs an invitation code: another user's own code (that user becomes the inviter) or an
 * operator-issued code with uses left. `ownCode` fixes the new user's own code (the demo data).
 */
export async function register(
  deps: Deps,
  input: RegisterBody & { ip: string; ownCode?: string },
): Promise<SessionReply> {
  await hitOrRefuse(deps, [{ bucket: `register:ip:${input.ip}`, seconds: TEN_MINUTES, limit: 30 }])
  const passwordHash = await hashPassword(input.password)
  const code = input.invitationCode.toUpperCase()
  const now = deps.clock.now()
  try {
    return await inTransaction(deps.database, async (tx) => {
      const inviter = await users.findUserByInvitationCode(tx, code)
      if (!inviter && !(await takeOperatorCodeUse(tx, code))) {
        throw new AppError('VALIDATION_FAILED', 'auth.invitationCodeInvalid', { field: 'invitationCode' })
      }
      const nickname = input.nickname?.trim() || `User ${input.phone.slice(-4)}`
      const userId = await users.insertUser(tx, {
        phone: input.phone,
        passwordHash,
        nickname,
        invitationCode: input.ownCode ?? (await freeInvitationCode(tx)),
        inviterId: inviter?.id ?? null,
        now,
      })
      await openUserAccounts({ db: tx }, userId)
      if (inviter) await recordInviteReward({ ...deps, db: tx }, { inviterId: inviter.id, inviteeId: userId })
      const token = await createSession(tx, 'user', userId, now, USER_SESSION_SECONDS)
      const user = await users.findUser(tx, userId)
      if (!user) throw new Error('user vanished inside its own transaction')
      return { token, userInfo: presentUser(user, await userVipLevel({ db: tx }, userId)) }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'auth.phoneTaken', { field: 'phone' })
    throw error
  }
}

async function freeInvitationCode(tx: Deps['db']): Promise<string> {
  for (;;) {
    const code = newCode(8)
    if (!(await users.findUserByInvitationCode(tx, code))) return code
  }
}
