import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_SECONDS = 30
const DIGITS = 6
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** A new random secret of 160 bits, in base32 (RFC 4648, no padding) as authenticator apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char)
    if (index < 0) throw new Error('not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** The time step of a Unix time in seconds. */
export const totpStep = (unixSeconds: number): number => Math.floor(unixSeconds / TOTP_STEP_SECONDS)

/** The code of one step (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0')
}

/**
 * The step whose code `code` is, among the current one and one either side (a phone's clock a
 * little off), if any, and only steps after `lastStep`: a code is accepted once.
 */
export function matchTotp(secret: string, code: string, now: number, lastStep: number): number | undefined {
  const current = totpStep(now)
  const given = Buffer.from(code)
  for (const step of [current - 1, current, current + 1]) {
    if (step <= lastStep) continue
    const expected = Buffer.from(totpCode(secret, step))
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step
  }
  return undefined
}

/** The `otpauth://` URI authenticator apps read from a QR code. */
export function totpUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(TOTP_STEP_SECONDS),
  })
  return `otpauth://totp/${label}?${query.toString()}`
}
