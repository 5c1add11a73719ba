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
