import type {
  ChangePasswordBody,
  Locale,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SessionReply,
} from '@app/contracts'
import { timingSafeEqual } from 'node:crypto'
import type { Deps } from '../../deps.ts'
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { translate } from '../../lib/i18n.ts'
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password.ts'
import { hashToken, newCode, newDigits } from '../../lib/tokens.ts'
import { openUserAccounts } from '../ledger/ledger.service.ts'
import { recordInviteReward } from '../wallet/invite-reward.ts'
import { userVipLevel } from '../vip/vip.service.ts'
import { hitOrRefuse, refuseIfOver, type Window } from './rate-limit.ts'
import { createSession, revokeSubjectSessions } from './sessions.repo.ts'
import { presentUser } from './user.presenter.ts'
import * as users from './users.repo.ts'

export const USER_SESSION_SECONDS = 30 * 24 * 3600
const RESET_CODE_SECONDS = 10 * 60
const RESET_MAX_ATTEMPTS = 5
const TEN_MINUTES = 600

const loginWindows = (phone: string, ip: string): Window[] => [
  { bucket: `login:ip:${ip}`, seconds: TEN_MINUTES, limit: 60 },
  { bucket: `login:phone:${phone}`, seconds: TEN_MINUTES, limit: 10 },
]

/**
 * Sign-in. An unknown phone and a wrong password get the same answer after the same work; failures
 * count per phone, every attempt per address.
 */
export async function login(deps: Deps, body: LoginBody, ip: string): Promise<SessionReply> {
  const [ipWindow, phoneWindow] = loginWindows(body.phone, ip) as [Window, Window]
  await hitOrRefuse(deps.database, deps.clock, [ipWindow])
  await refuseIfOver(deps.database, deps.clock, [phoneWindow])
  const user = await users.findUserByPhone(deps.database.db, body.phone)
  const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), body.password)
  if (!user || !valid) {
    await hitOrRefuse(deps.database, deps.clock, [phoneWindow])
    throw new AppError('VALIDATION_FAILED', 'auth.loginFailed')
  }
  if (user.frozen) throw new AppError('FORBIDDEN', 'auth.accountFrozen')
  const token = await createSession(deps.database.db, 'user', user.id, deps.clock.now(), USER_SESSION_SECONDS)
  return { token, userInfo: presentUser(user, await userVipLevel(deps, user.id)) }
}

/**
 * Sign-up needs an invitation code: another user's own code (that user becomes the inviter) or an
 * operator-issued code with uses left.
 */
export async function register(
  deps: Deps,
  body: RegisterBody,
  ip: string,
  ownCode?: string,
): Promise<SessionReply> {
  await hitOrRefuse(deps.database, deps.clock, [
    { bucket: `register:ip:${ip}`, seconds: TEN_MINUTES, limit: 30 },
  ])
  const passwordHash = await hashPassword(body.password)
  const code = body.invitationCode.toUpperCase()
  const now = deps.clock.now()
  try {
    return await inTransaction(deps.database, async (tx) => {
      const inviter = await users.findUserByInvitationCode(tx, code)
      if (!inviter && !(await users.takeOperatorCodeUse(tx, code))) {
        throw new AppError('VALIDATION_FAILED', 'auth.invitationCodeInvalid', { field: 'invitationCode' })
      }
      const nickname = body.nickname?.trim() || `User ${body.phone.slice(-4)}`
      const userId = await users.insertUser(tx, {
        phone: body.phone,
        passwordHash,
        nickname,
        invitationCode: ownCode ?? (await freeInvitationCode(tx)),
        inviterId: inviter?.id ?? null,
        now,
      })
      await openUserAccounts(tx, userId)
      if (inviter) await recordInviteReward({ ...deps, db: tx }, { inviterId: inviter.id, inviteeId: userId })
      const token = await createSession(tx, 'user', userId, now, USER_SESSION_SECONDS)
      const user = await users.findUserById(tx, userId)
      if (!user) throw new Error('user vanished inside its own transaction')
      return { token, userInfo: presentUser(user, await userVipLevel({ db: tx }, userId)) }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'auth.phoneTaken', { field: 'phone' })
    throw error
  }
}

async function freeInvitationCode(tx: Deps['database']['db']): Promise<string> {
  for (;;) {
    const code = newCode(8)
    if (!(await users.findUserByInvitationCode(tx, code))) return code
  }
}

/** Changes the password and revokes every other session of the user. */
export async function changePassword(
  deps: Deps,
  userId: number,
  sessionId: number,
  body: ChangePasswordBody,
): Promise<void> {
  const user = await users.findUserById(deps.database.db, userId)
  if (!user) throw new AppError('UNAUTHENTICATED')
  await hitOrRefuse(deps.database, deps.clock, [
    { bucket: `password:user:${userId}`, seconds: TEN_MINUTES, limit: 10 },
  ])
  if (!(await verifyPassword(user.password_hash, body.oldPassword))) {
    throw new AppError('VALIDATION_FAILED', 'auth.oldPasswordWrong', { field: 'oldPassword' })
  }
  const passwordHash = await hashPassword(body.newPassword)
  await inTransaction(deps.database, async (tx) => {
    await users.updatePasswordHash(tx, userId, passwordHash)
    await revokeSubjectSessions(tx, 'user', userId, deps.clock.now(), sessionId)
  })
}

/** Sends a one-time code when the phone is registered; the answer never tells whether it is. */
export async function requestPasswordReset(
  deps: Deps,
  phone: string,
  ip: string,
  locale: Locale,
): Promise<void> {
  await hitOrRefuse(deps.database, deps.clock, [
    { bucket: `forgot:ip:${ip}`, seconds: TEN_MINUTES, limit: 20 },
    { bucket: `forgot:phone:${phone}`, seconds: TEN_MINUTES, limit: 3 },
  ])
  const user = await users.findUserByPhone(deps.database.db, phone)
  if (!user) return
  const code = newDigits()
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    // Only the newest code is valid: earlier ones are consumed when a new one is issued.
    await tx
      .updateTable('password_resets')
      .set({ consumed_at: now })
      .where('user_id', '=', user.id)
      .where('consumed_at', 'is', null)
      .execute()
    await tx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        code_hash: hashToken(code),
        attempts: 0,
        created_at: now,
        expires_at: now + RESET_CODE_SECONDS,
        consumed_at: null,
      })
      .execute()
  })
  await deps.sms.send(phone, translate(locale, 'auth.smsResetText', { code }))
}

/** Sets a new password with a valid one-time code; every session of the user is revoked. */
export async function resetPassword(deps: Deps, body: ResetPasswordBody, ip: string): Promise<void> {
  await hitOrRefuse(deps.database, deps.clock, [
    { bucket: `reset:ip:${ip}`, seconds: TEN_MINUTES, limit: 30 },
  ])
  const wrong = () => new AppError('VALIDATION_FAILED', 'auth.resetCodeWrong', { field: 'code' })
  const user = await users.findUserByPhone(deps.database.db, body.phone)
  if (!user) throw wrong()
  const passwordHash = await hashPassword(body.password)
  const now = deps.clock.now()
  const accepted = await inTransaction(deps.database, async (tx) => {
    const reset = await tx
      .selectFrom('password_resets')
      .select(['id', 'code_hash', 'attempts'])
      .where('user_id', '=', user.id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst()
    if (!reset) return false
    if (!sameHash(reset.code_hash, hashToken(body.code))) {
      const attempts = reset.attempts + 1
      await tx
        .updateTable('password_resets')
        .set({ attempts, consumed_at: attempts >= RESET_MAX_ATTEMPTS ? now : null })
        .where('id', '=', reset.id)
        .execute()
      return false
    }
    await tx.updateTable('password_resets').set({ consumed_at: now }).where('id', '=', reset.id).execute()
    await users.updatePasswordHash(tx, user.id, passwordHash)
    await revokeSubjectSessions(tx, 'user', user.id, now)
    return true
  })
  if (!accepted) throw wrong()
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
