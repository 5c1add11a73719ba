import { describe, expect, it } from 'vitest'
import { readEnv } from './env.ts'
import { PRODUCTION, refusalOf, startUp } from './testing/env-checks.ts'

describe('production refuses a secret anyone can read or guess', () => {
  // What `.env.example` shipped as its secrets until it shipped them empty, and what the README
  // printed: each passed production's start-up, so a copied file ran with a published admin password.
  const PUBLISHED = {
    ADMIN_PASSWORD: 'replace-with-a-long-unique-passphrase',
    METRICS_TOKEN: 'replace-with-16-or-more-random-characters',
    DATABASE_URL: 'postgres://app:change-me-letters-and-digits@db:5432/app',
  }

  it.each(Object.entries(PUBLISHED))("refuses .env.example's placeholder %s=%j", (variable, value) => {
    const message = refusalOf({ ...PRODUCTION, [variable]: value })
    expect(message).toMatch(
      new RegExp(`^${variable}(=".*")? is not valid: expected a value of your own, not a placeholder`),
    )
    expect(message).not.toContain(variable === 'DATABASE_URL' ? 'change-me' : value)
  })

  it.each([
    ['ADMIN_PASSWORD', 'a long unique passphrase', 'a value of your own'],
    ['METRICS_TOKEN', 'changeme-changeme-token', 'a value of your own'],
    ['SMS_WEBHOOK_TOKEN', 'your-token-goes-here', 'a value of your own'],
    ['METRICS_TOKEN', 'passwordpassword', 'more variety'],
    ['METRICS_TOKEN', 'aaaaaaaaaaaaaaaab', 'more variety'],
    ['METRICS_TOKEN', '1234567890123456', 'more variety'],
    ['METRICS_TOKEN', 'abcdefghijklmnopq', 'more variety'],
    ['SMS_WEBHOOK_TOKEN', 'trustno1', 'not on the list of common passwords'],
    ['DATABASE_URL', 'postgres://app:password1@db.internal:5432/app', 'not on the list of common passwords'],
    ['REDIS_URL', 'redis://:qwerty123@cache:6379', 'not on the list of common passwords'],
  ])('refuses %s with %j', (variable, value, expects) => {
    const message = refusalOf({ ...PRODUCTION, [variable]: value })
    expect(message).toContain(`${variable}`)
    expect(message).toContain(expects)
  })

  it('accepts secrets of their own, and any secret outside production', () => {
    const own = {
      METRICS_TOKEN: 'Vb7kQ2rX9mLp4tZs',
      SMS_WEBHOOK_TOKEN: 'hT5-wq8Nz3Lr0Yk',
      DATABASE_URL: 'postgres://app:r8Kd-2Vx9-Qm4w@db:5432/app',
      REDIS_URL: 'redis://:Gz4pW7nQ1sXe@cache:6379',
    }
    expect(readEnv({ ...PRODUCTION, ...own }).metricsToken).toBe(own.METRICS_TOKEN)
    expect(readEnv({ METRICS_TOKEN: PUBLISHED.METRICS_TOKEN }).metricsToken).toBe(PUBLISHED.METRICS_TOKEN)
  })
})

describe('a production start-up with the placeholders of .env.example', () => {
  // A real start-up compiles the server: seconds on a quiet machine, given room on a busy one.
  it(
    ".env.example's placeholders stop a production start-up, one line for each secret",
    { timeout: 90_000 },
    async () => {
      const result = await startUp({
        ...PRODUCTION,
        ADMIN_PASSWORD: 'replace-with-a-long-unique-passphrase',
        METRICS_TOKEN: 'replace-with-16-or-more-random-characters',
      })
      expect(result.code).toBe(1)
      expect(result.stderr.trim().split('\n')).toEqual([
        'ADMIN_PASSWORD is not valid: expected a value of your own, not a placeholder or a published example',
        'METRICS_TOKEN is not valid: expected a value of your own, not a placeholder or a published example',
      ])
    },
  )
})
