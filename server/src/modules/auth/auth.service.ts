import type { LoginBody, RegisterBody, SessionReply } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { newCode } from '../../lib/tokens.ts'
import { presentUser } from '../account/user.presenter.ts'
import * as users from '../account/users.repo.ts'
import { openUserAccounts } from '../ledger/ledger.service.ts'
import { recordInviteReward } from '../wallet/invite-reward.service.ts'
import { userVipLevel } from '../vip/vip.service.ts'
import { operatorCodeHasUses, takeOperatorCodeUse } from './invitations.repo.ts'
import { refuseCommonPassword } from './password-policy.ts'
import { addressKey, giveBack, hitOrRefuse } from './rate-limit.service.ts'
import { tellOfNewSignIn } from './new-sign-in.service.ts'
import { sessionDevice } from './session-device.ts'
import { createSession, openSession } from './sessions.repo.ts'

export const USER_SESSION_SECONDS = 30 * 24 * 3600
export const TEN_MINUTES = 600

/** Sign-in attempts per address in 10 minutes: room for a carrier's or an office's shared address. */
export const LOGIN_PER_ADDRESS = 300
/** Failed sign-ins per phone in 10 minutes: the limit that protects an account. */
export const LOGIN_FAILURES_PER_PHONE = 10
/** Sign-ups per address in 10 minutes. */
export const REGISTER_PER_ADDRESS = 200

const loginWindows = (phone: string, ip: string) => ({
  address: { bucket: `login:ip:${addressKey(ip)}`, seconds: TEN_MINUTES, limit: LOGIN_PER_ADDRESS },
  phone: { bucket: `login:phone:${phone}`, seconds: TEN_MINUTES, limit: LOGIN_FAILURES_PER_PHONE },
})

/**
 * Sign-in. An unknown phone and a wrong password get the same answer after the same work. The
 * attempt is reserved in the address's and the phone's windows before the password is verified, so
 * parallel guesses cannot pass the phone's limit; a right password gives the phone's hit back.
 */
export async function login(
  deps: Deps,
  input: LoginBody & { ip: string; userAgent?: string },
): Promise<SessionReply> {
  const windows = loginWindows(input.phone, input.ip)
  await hitOrRefuse(deps, [windows.address, windows.phone])
  const user = await users.findUserByPhone(deps.db, input.phone)
  const valid = await deps.passwords.verify(
    user?.password_hash ?? (await deps.passwords.decoy()),
    input.password,
  )
  // A frozen account says so whatever the password, so the answer never confirms a credential.
  if (user?.frozen) throw new AppError('FORBIDDEN', 'auth.accountFrozen')
  if (!user || !valid) throw new AppError('VALIDATION_FAILED', 'auth.loginFailed')
  await giveBack(deps, windows.phone)
  const device = sessionDevice(input.userAgent, input.ip)
  // The other devices are told in the session's own transaction: both happen, or neither.
  const token = await inTransaction(deps.database, async (tx) => {
    const now = deps.clock.now()
    const session = await openSession(tx, 'user', user.id, now, USER_SESSION_SECONDS, { device })
    await tellOfNewSignIn({ ...deps, db: tx }, { userId: user.id, sessionId: session.id, device })
    return session.token
  })
  return { token, userInfo: presentUser(user, await userVipLevel(deps, user.id)) }
}

/**
 * Sign-up needs an invitation code: another user's own code (that user becomes the inviter) or an
 * operator-issued code with uses left. `ownCode` fixes the new user's own code (the demo data).
 */
export async function register(
  deps: Deps,
  input: RegisterBody & { ip: string; userAgent?: string; ownCode?: string },
): Promise<SessionReply> {
  await hitOrRefuse(deps, [
    { bucket: `register:ip:${addressKey(input.ip)}`, seconds: TEN_MINUTES, limit: REGISTER_PER_ADDRESS },
  ])
  refuseCommonPassword(input.password, 'password')
  const code = input.invitationCode.toUpperCase()
  // The cheap checks come before the costly hash; the transaction below takes the code's use.
  const invalidCode = () =>
    new AppError('VALIDATION_FAILED', 'auth.invitationCodeInvalid', { field: 'invitationCode' })
  if (!(await users.findUserByInvitationCode(deps.db, code)) && !(await operatorCodeHasUses(deps.db, code)))
    throw invalidCode()
  if (await users.findUserByPhone(deps.db, input.phone))
    throw new AppError('CONFLICT', 'auth.phoneTaken', { field: 'phone' })
  const passwordHash = await deps.passwords.hash(input.password)
  const now = deps.clock.now()
  try {
    return await inTransaction(deps.database, async (tx) => {
      const inviter = await users.findUserByInvitationCode(tx, code)
      if (!inviter && !(await takeOperatorCodeUse(tx, code))) throw invalidCode()
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
      const token = await createSession(tx, 'user', userId, now, USER_SESSION_SECONDS, {
        device: sessionDevice(input.userAgent, input.ip),
      })
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
