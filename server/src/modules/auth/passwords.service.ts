import type { ChangePasswordBody, Locale, ResetPasswordBody } from '@app/contracts'
import { timingSafeEqual } from 'node:crypto'
import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { translate } from '../../lib/i18n.ts'
import { hashPassword, verifyPassword } from '../../lib/password.ts'
import { hashToken, newDigits } from '../../lib/tokens.ts'
import * as users from '../account/users.repo.ts'
import { TEN_MINUTES } from './auth.service.ts'
import * as resets from './password-resets.repo.ts'
import { hitOrRefuse } from './rate-limit.service.ts'
import { revokeSubjectSessions } from './sessions.repo.ts'

const RESET_CODE_SECONDS = 10 * 60
const RESET_MAX_ATTEMPTS = 5

/** Changes the password and revokes every other session of the user. */
export async function changePassword(
  deps: Deps,
  input: ChangePasswordBody & { userId: number; sessionId: number },
): Promise<void> {
  const { userId } = input
  const user = await users.findUserById(deps.db, userId)
  if (!user) throw new AppError('UNAUTHENTICATED')
  await hitOrRefuse(deps, [{ bucket: `password:user:${userId}`, seconds: TEN_MINUTES, limit: 10 }])
  if (!(await verifyPassword(user.password_hash, input.oldPassword))) {
    throw new AppError('VALIDATION_FAILED', 'auth.oldPasswordWrong', { field: 'oldPassword' })
  }
  const passwordHash = await hashPassword(input.newPassword)
  await inTransaction(deps.database, async (tx) => {
    await users.updatePasswordHash(tx, userId, passwordHash)
    await revokeSubjectSessions(tx, 'user', userId, deps.clock.now(), input.sessionId)
  })
}

/** Sends a one-time code when the phone is registered; the answer never tells whether it is. */
export async function requestPasswordReset(
  deps: Deps,
  input: { phone: string; ip: string; locale: Locale },
): Promise<void> {
  const { phone } = input
  await hitOrRefuse(deps, [
    { bucket: `forgot:ip:${input.ip}`, seconds: TEN_MINUTES, limit: 20 },
    { bucket: `forgot:phone:${phone}`, seconds: TEN_MINUTES, limit: 3 },
  ])
  const user = await users.findUserByPhone(deps.db, phone)
  if (!user) return
  const code = newDigits()
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    // Only the newest code is valid: earlier ones are consumed when a new one is issued.
    await resets.consumeOpenResets(tx, user.id, now)
    await resets.insertReset(tx, {
      userId: user.id,
      codeHash: hashToken(code),
      now,
      expiresAt: now + RESET_CODE_SECONDS,
    })
  })
  await deps.sms.send(phone, translate(input.locale, 'auth.smsResetText', { code }))
}

/** Sets a new password with a valid one-time code; every session of the user is revoked. */
export async function resetPassword(deps: Deps, input: ResetPasswordBody & { ip: string }): Promise<void> {
  await hitOrRefuse(deps, [{ bucket: `reset:ip:${input.ip}`, seconds: TEN_MINUTES, limit: 30 }])
  const wrong = () => new AppError('VALIDATION_FAILED', 'auth.resetCodeWrong', { field: 'code' })
  const user = await users.findUserByPhone(deps.db, input.phone)
  if (!user) throw wrong()
  const passwordHash = await hashPassword(input.password)
  const now = deps.clock.now()
  const accepted = await inTransaction(deps.database, async (tx) => {
    const reset = await resets.findOpenReset(tx, user.id, now)
    if (!reset) return false
    if (!sameHash(reset.code_hash, hashToken(input.code))) {
      const attempts = reset.attempts + 1
      // The fifth wrong guess spends the code.
      await resets.updateReset(tx, reset.id, {
        attempts,
        consumed_at: attempts >= RESET_MAX_ATTEMPTS ? now : null,
      })
      return false
    }
    await resets.updateReset(tx, reset.id, { consumed_at: now })
    await users.updatePasswordHash(tx, user.id, passwordHash)
    await revokeSubjectSessions(tx, 'user', user.id, now)
    return true
  })
  if (!accepted) throw wrong()
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
