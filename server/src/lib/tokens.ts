import { createHash, randomBytes, randomInt } from 'node:crypto'

/** An opaque bearer token of 256 random bits; only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A random code from an unambiguous alphabet (no 0/O, 1/I), from a secure source. */
export function newCode(length: number): string {
  let code = ''
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

/** A six-digit one-time code. */
export function newDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** What stands for a one-time code wherever a text is kept or shown. */
export const HIDDEN_CODE = '••••••'

/** The text with every run of four or more digits (one-time codes) replaced by `HIDDEN_CODE`. */
export function hideCodes(text: string): string {
  return text.replace(/\d{4,}/g, HIDDEN_CODE)
}

/**
 * The stored key of a bearer code: the first 128 bits of its SHA-256, in hex (32 characters). The
 * code itself is never stored; a typed code is found by its key.
 */
export function codeKey(code: string): string {
  return hashToken(code).slice(0, 32)
}

/** A bearer code as lists show it: its first four and last two characters (`ABCD…YZ`). */
export function maskCode(code: string): string {
  return code.length >= 10 ? `${code.slice(0, 4)}…${code.slice(-2)}` : `${code.slice(0, 2)}…`
}
