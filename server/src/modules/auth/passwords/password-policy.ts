import { isCommonPassword } from '../../../lib/common-passwords.ts'
import { AppError } from '../../../lib/errors.ts'

/**
 * Refuses a new password that is on the shipped list of common passwords (sign-up, change, reset),
 * on top of the specification's rules, which the declarations check first.
 */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new AppError('VALIDATION_FAILED', 'auth.passwordTooCommon', { field })
}
