import type { StepUp } from '../../../deps.ts'
import { AppError } from '../../../lib/errors.ts'
import { findUserById } from '../../account/index.ts'
import { TEN_MINUTES } from '../sign-in/auth.service.ts'
import { hitOrRefuse } from '../limits/rate-limit.service.ts'
import { queueText } from '../sms/sms-delivery.service.ts'

/** Guesses of one user's current password allowed per ten minutes, over every step-up and password change. */
export const PASSWORD_GUESSES_PER_TEN_MINUTES = 10

/**
 * `deps.stepUp`: the user's password again before money can leave. Every attempt is counted before
 * the hash is compared, in the same window as password changes, so a stolen token cannot guess the
 * password by trying.
 */
export const stepUp: StepUp = {
  async confirmPassword(deps, { userId, password }) {
    await hitOrRefuse(deps, [
      { bucket: `password:user:${userId}`, seconds: TEN_MINUTES, limit: PASSWORD_GUESSES_PER_TEN_MINUTES },
    ])
    const user = await findUserById(deps.database.db, userId)
    if (!user) throw new AppError('UNAUTHENTICATED')
    if (!(await deps.passwords.verify(user.password_hash, password)))
      throw new AppError('VALIDATION_FAILED', 'auth.passwordWrong', { field: 'password' })
  },
  async textUser(deps, message) {
    if (!deps.sms) return false
    await queueText(deps, message)
    return true
  },
}
