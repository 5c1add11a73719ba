import type { ChangePasswordBody, Locale, ResetPasswordBody } from '@app/contracts'
import { timingSafeEqual } from 'node:crypto'
import type { Deps } from '../../../deps.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { AppError } from '../../../lib/errors.ts'
import { translate } from '../../../lib/i18n.ts'
import { hashToken, newDigits } from '../../../lib/tokens.ts'
import { findUserById, findUserByPhone, markPasswordReset, updatePasswordHash } from '../../account/index.ts'
import { TEN_MINUTES } from '../sign-in/auth.service.ts'
import * as resets from './password-resets.repo.ts'
import { refuseCommonPassword } from './password-policy.ts'
import { addressWindows, giveBack, hitOrRefuse } from '../limits/rate-limit.service.ts'
import { revokeSubjectSessions } from '../sessions/sessions.repo.ts'
import { queueText, supersedePendingTexts } from '../sms/sms-delivery.service.ts'

const RESET_CODE_SECONDS = 10 * 60
/** Guesses one code allows; the fifth wrong one spends it. */
export const RESET_MAX_ATTEMPTS = 5
const ONE_DAY = 24 * 3600
/** Reset attempts per phone in a day, whatever the code and the address. */
export const RESET_FAILURES_PER_PHONE_PER_DAY = 10
/** Reset attempts per address in 10 minutes (room for a shared address). */
export const RESET_PER_ADDRESS = 300
/** Forgot-password requests per address in 10 minutes (the phone's own limit is 3). */
export const FORGOT_PER_ADDRESS = 200

/**
 * Changes the password and revokes every other session of the user. It starts no cool-down before
 * withdrawals: whoever changes it knew the old password.
 */
export async function changePassword(
  deps: Deps,
  input: ChangePasswordBody & { userId: number; sessionId: number },
): Promise<void> {
  const { userId } = input
  const user = await findUserById(deps.db, userId)
  if (!user) throw new AppError('UNAUTHENTICATED')
  await hitOrRefuse(deps, [{ bucket: `password:user:${userId}`, seconds: TEN_MINUTES, limit: 10 }])
  refuseCommonPassword(input.newPassword, 'newPassword')
  if (!(await deps.passwords.verify(user.password_hash, input.oldPassword))) {
    throw new AppError('VALIDATION_FAILED', 'auth.oldPasswordWrong', { field: 'oldPassword' })
  }
  const passwordHash = await deps.passwords.hash(input.newPassword)
  await inTransaction(deps.database, async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash)
    await revokeSubjectSessions(tx, 'user', userId, deps.clock.now(), input.sessionId)
  })
}

/**
 * Issues a one-time code when the phone is registered and puts its text in the outbox in the same
 * transaction; the outbox worker sends it after the answer. The answer never tells whether the
 * phone is registered, and never waits for the SMS gateway: the same answer, as soon, whether the
 * phone exists and whether the gateway is up.
 */
export async function requestPasswordReset(
  deps: Deps,
  input: { phone: string; ip: string; locale: Locale },
): Promise<void> {
  const { phone } = input
  await hitOrRefuse(deps, [
    ...addressWindows('forgot', input.ip, TEN_MINUTES, FORGOT_PER_ADDRESS),
    { bucket: `forgot:phone:${phone}`, seconds: TEN_MINUTES, limit: 3 },
  ])
  const user = await findUserByPhone(deps.db, phone)
  const code = newDigits()
  const now = deps.clock.now()
  const expiresAt = now + RESET_CODE_SECONDS
  await inTransaction(deps.database, async (tx) => {
    // Only the newest code is valid: earlier ones are consumed when a new one is issued. An unknown
    // phone takes the same write transaction (matching no row), so it costs about the same.
    await resets.consumeOpenResets(tx, user?.id ?? 0, now)
    if (!user) return
    await resets.insertReset(tx, { userId: user.id, codeHash: hashToken(code), now, expiresAt })
    const text = translate(input.locale, 'auth.smsResetText', { code })
    await supersedePendingTexts({ db: tx }, phone)
    await queueText({ ...deps, db: tx }, { phone, text, expiresAt })
  })
  if (user) deps.wakeOutbox()
}

/**
 * Sets a new password with a valid one-time code; every session of the user is revoked, and
 * withdrawals wait out the receipt account's cool-down (`RECEIPT_COOLDOWN_HOURS`) from the reset.
 *
 * Each guess first reserves a place in the address's window and in the phone's daily window of
 * failed resets, then claims one of the code's five attempts with one conditional update; only a
 * claimed attempt is compared, so parallel guesses evaluate at most five per code. The new password
 * is hashed only after the code matched, and the code is spent only if no one spent it first. An
 * unknown phone does the same statements (matching nothing) and gets the same answer.
 */
export async function resetPassword(deps: Deps, input: ResetPasswordBody & { ip: string }): Promise<void> {
  refuseCommonPassword(input.password, 'password')
  await hitOrRefuse(deps, [
    ...addressWindows('reset', input.ip, TEN_MINUTES, RESET_PER_ADDRESS),
    { bucket: `reset:phone:${input.phone}`, seconds: ONE_DAY, limit: RESET_FAILURES_PER_PHONE_PER_DAY },
  ])
  const wrong = () => new AppError('VALIDATION_FAILED', 'auth.resetCodeWrong', { field: 'code' })
  const now = deps.clock.now()
  const user = await findUserByPhone(deps.db, input.phone)
  const open = await resets.findOpenReset(deps.db, user?.id ?? 0, now)
  const claimed = await resets.claimAttempt(deps.db, open?.id ?? 0, now, RESET_MAX_ATTEMPTS)
  const matches = sameHash(claimed?.code_hash ?? NO_CODE, hashToken(input.code))
  if (!user || !claimed || !matches) {
    // The fifth wrong guess spends the code.
    if (claimed && claimed.attempts >= RESET_MAX_ATTEMPTS) await resets.consumeReset(deps.db, claimed.id, now)
    throw wrong()
  }
  const passwordHash = await deps.passwords.hash(input.password)
  const accepted = await inTransaction(deps.database, async (tx) => {
    if (!(await resets.consumeReset(tx, claimed.id, now))) return false
    await updatePasswordHash(tx, user.id, passwordHash)
    // Whoever reset it may not be the owner: withdrawals wait out the receipt cool-down from now.
    await markPasswordReset(tx, user.id, now)
    await revokeSubjectSessions(tx, 'user', user.id, now)
    return true
  })
  if (!accepted) throw wrong()
  // A reset that went through is not a failure.
  await giveBack(deps, {
    bucket: `reset:phone:${input.phone}`,
    seconds: ONE_DAY,
    limit: RESET_FAILURES_PER_PHONE_PER_DAY,
  })
}

/** Compared against when there is no code, so a guess costs the same either way. */
const NO_CODE = hashToken('no code')

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
