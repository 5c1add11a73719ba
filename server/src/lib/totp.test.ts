import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, matchTotp, totpCode, totpStep } from './totp.ts'

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890", 8-digit codes cut to their last 6.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'))

describe('TOTP', () => {
  it('gives the RFC 6238 test vectors', () => {
    expect(totpCode(RFC_SECRET, totpStep(59))).toBe('287082')
    expect(totpCode(RFC_SECRET, totpStep(1111111109))).toBe('081804')
    expect(totpCode(RFC_SECRET, totpStep(1234567890))).toBe('005924')
    expect(totpCode(RFC_SECRET, totpStep(2000000000))).toBe('279037')
  })

  it('round-trips base32', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890')
  })

  it('accepts a step once, and one step of clock drift either side', () => {
    const now = 1_790_000_000
    const code = totpCode(RFC_SECRET, totpStep(now))
    const step = matchTotp(RFC_SECRET, code, now, 0)
    expect(step).toBe(totpStep(now))
    expect(matchTotp(RFC_SECRET, code, now, step ?? 0)).toBeUndefined()
    expect(matchTotp(RFC_SECRET, code, now + 30, 0)).toBe(totpStep(now))
    expect(matchTotp(RFC_SECRET, code, now + 90, 0)).toBeUndefined()
    expect(matchTotp(RFC_SECRET, '000000', now, 0) === undefined || code === '000000').toBe(true)
  })
})
