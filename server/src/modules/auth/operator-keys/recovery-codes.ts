import { createHash, randomInt } from 'node:crypto'

/**
 * Operators' one-time recovery codes (decision 0055): ten a set, each ten characters of an alphabet
 * without look-alikes (no I, O, 0 or 1), shown as `ABCDE-FGHJK`: 50 random bits each, guessed only
 * through sign-in's attempt limit.
 */
export const RECOVERY_CODES_PER_SET = 10
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const LENGTH = 10

/** A new code as shown to the operator, `ABCDE-FGHJK`. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)] ?? '')
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** What was typed, as the code it may be: upper case, without spaces or dashes; null if it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase()
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null
}

/**
 * The stored form: SHA-256 of the operator's id and the normalised code. Codes are random, so no
 * slow hash is needed; the id keeps two operators' equal codes apart.
 */
export function recoveryCodeHash(operatorId: number, code: string): string {
  return createHash('sha256').update(`${operatorId}:${code}`).digest('hex')
}

/** Whether a sign-in code is an authenticator's (six digits) rather than a recovery code. */
export const isAuthenticatorCode = (code: string): boolean => /^[0-9]{6}$/.test(code)
