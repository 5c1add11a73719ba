import { expect, it } from 'vitest'
import { readEnv } from '../../../env.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildOperator, buildUser, nextPhone } from '../../../testing/factories.ts'
import {
  LOGIN_FAILURES_PER_PHONE,
  LOGIN_PER_ADDRESS,
  SIGN_INS_IN_FLIGHT_PER_NETWORK,
} from '../sign-in/auth.service.ts'
import { RESET_MAX_ATTEMPTS } from '../passwords/passwords.service.ts'

const codeOf = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1] ?? ''

describeEachDialect('attempts are reserved before any password or code is checked', (ctx) => {
  it('checks at most the limit of 60 parallel passwords for one phone; the right one sent last is never checked', async () => {
    const { phone, password } = await buildUser(ctx())
    const guesses = [...Array.from({ length: 59 }, (_, i) => `guess-${i}`), password]
    // From as many addresses, as a guesser spreads them (one network's parallel sign-ins are capped apart).
    const results = await Promise.all(
      guesses.map((guess, i) =>
        ctx().call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone, password: guess },
          remoteAddress: `10.41.${i}.1`,
        }),
      ),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(LOGIN_FAILURES_PER_PHONE)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(60 - LOGIN_FAILURES_PER_PHONE)
    // Checked, the right password would have signed in: it was refused before any check.
    expect(statuses[59]).toBe(429)
    expect(results[59]?.json().msg).toBe('Too many attempts, please try again later.')
  })
})

describeEachDialect('operator sign-in under parallel guesses', (ctx) => {
  it('checks at most 10 of 40 parallel passwords for one operator name; the right one sent last is refused', async () => {
    const operator = await buildOperator(ctx(), 'support')
    const guesses = [...Array.from({ length: 39 }, (_, i) => `guess-${i}`), operator.password]
    const results = await Promise.all(
      guesses.map((guess, i) =>
        ctx().call({
          method: 'POST',
          url: '/api/ops/auth/login',
          payload: { username: operator.username, password: guess },
          remoteAddress: `10.40.${i}.1`,
        }),
      ),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30)
    expect(statuses[39]).toBe(429)
  })
})

describeEachDialect('password reset under parallel guesses', (ctx) => {
  it('evaluates at most 5 of 30 parallel code guesses, and the right code sent among them fails', async () => {
    const { phone, password } = await buildUser(ctx())
    await ctx().call({ method: 'POST', url: '/api/auth/password/forgot', payload: { phone } })
    const code = codeOf(ctx().sent.findLast((s) => s.phone === phone)?.text)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = Array.from({ length: 29 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    )
    const results = await Promise.all(
      [...wrong, code].map((guess, i) =>
        ctx().call({
          method: 'POST',
          url: '/api/auth/password/reset',
          payload: { phone, code: guess, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
          remoteAddress: `10.30.${i}.1`,
        }),
      ),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true)
    // The phone's window of failed resets refuses most guesses before they reach the code …
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20)
    // … and the code itself counted every guess it evaluated: five, then it was spent.
    const rows = await ctx()
      .deps.database.db.selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['password_resets.attempts', 'password_resets.consumed_at'])
      .where('users.phone', '=', phone)
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.attempts).toBe(RESET_MAX_ATTEMPTS)
    expect(rows[0]?.consumed_at).not.toBeNull()
    // The password did not change.
    const login = (p: string) =>
      ctx().call({ method: 'POST', url: '/api/auth/login', payload: { phone, password: p } })
    expect((await login('brand-new-pass')).statusCode).toBe(400)
    expect((await login(password)).statusCode).toBe(200)
  })

  it('refuses the right code once five wrong guesses have spent it', async () => {
    const { phone } = await buildUser(ctx())
    await ctx().call({ method: 'POST', url: '/api/auth/password/forgot', payload: { phone } })
    const code = codeOf(ctx().sent.findLast((s) => s.phone === phone)?.text)
    const reset = (c: string, i: number) =>
      ctx().call({
        method: 'POST',
        url: '/api/auth/password/reset',
        payload: { phone, code: c, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
        remoteAddress: `10.31.${i}.1`,
      })
    const misses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        reset(String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'), i),
      ),
    )
    expect(misses.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400])
    const late = await reset(code, 9)
    expect(late.statusCode).toBe(400)
    expect(late.json().msg).toBe('The verification code is incorrect or has expired.')
  })

  it('allows 10 reset attempts per phone a day, across codes and addresses', async () => {
    const { phone } = await buildUser(ctx())
    const statuses: number[] = []
    for (let round = 0; round < 4; round++) {
      await ctx().call({ method: 'POST', url: '/api/auth/password/forgot', payload: { phone } })
      const code = codeOf(ctx().sent.findLast((s) => s.phone === phone)?.text)
      for (let i = 0; i < 3; i++) {
        const response = await ctx().call({
          method: 'POST',
          url: '/api/auth/password/reset',
          payload: {
            phone,
            code: String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
            password: 'brand-new-pass',
            confirmPassword: 'brand-new-pass',
          },
          remoteAddress: `10.32.${round}.${i}`,
        })
        statuses.push(response.statusCode)
      }
      // A new code may be asked for three times in 10 minutes.
      ctx().clock.advance(601)
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})

describeEachDialect(
  'per-address limits behind TRUST_PROXY=1 (one proxy that appends the client address)',
  (ctx) => {
    // What the proxy sends on: whatever the client wrote, then the address it saw.
    const through = (written: string, seen = '203.0.113.7') => ({ 'x-forwarded-for': `${written}, ${seen}` })

    it('ends sign-ins from one client in 429 however it rewrites X-Forwarded-For', async () => {
      const statuses: number[] = []
      // The limit's worth in batches no larger than one network's sign-ins under way at once, then
      // one more alone: in a batch that straddled the limit, which one of them is refused is the
      // database's order of the parallel statements, not the order they were sent in.
      const batchSize = SIGN_INS_IN_FLIGHT_PER_NETWORK
      const sizes = Array.from({ length: Math.ceil(LOGIN_PER_ADDRESS / batchSize) }, (_, batch) =>
        Math.min(batchSize, LOGIN_PER_ADDRESS - batch * batchSize),
      )
      for (const [batch, size] of [...sizes, 1].entries()) {
        const results = await Promise.all(
          Array.from({ length: size }, (_, i) =>
            ctx().call({
              method: 'POST',
              url: '/api/auth/login',
              payload: { phone: nextPhone(), password: 'wrong-password' },
              headers: through(`10.9.${batch}.${i}`),
            }),
          ),
        )
        statuses.push(...results.map((r) => r.statusCode))
      }
      // Each answer that was not the wrong password's, with its place, so a failure says which.
      const unexpected = statuses
        .slice(0, LOGIN_PER_ADDRESS)
        .flatMap((s, i) => (s === 400 ? [] : [`#${i}: ${s}`]))
      expect(unexpected).toEqual([])
      expect(statuses[LOGIN_PER_ADDRESS]).toBe(429)
      // Another client behind the same proxy is not affected.
      const other = await ctx().call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: nextPhone(), password: 'wrong-password' },
        headers: through('10.9.0.1', '203.0.113.8'),
      })
      expect(other.statusCode).toBe(400)
    })
  },
  { trustProxy: readEnv({ TRUST_PROXY: '1' }).trustProxy },
)

describeEachDialect(
  'the general API limit behind TRUST_PROXY=1',
  (ctx) => {
    it('answers the 61st sign-in 429 when a client rewrites X-Forwarded-For each time', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 61; i++) {
        const response = await ctx().call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone: nextPhone(), password: 'wrong-password' },
          headers: { 'x-forwarded-for': `10.8.0.${i}, 203.0.113.9` },
        })
        statuses.push(response.statusCode)
      }
      expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true)
      expect(statuses[60]).toBe(429)
    })
  },
  { trustProxy: readEnv({ TRUST_PROXY: '1' }).trustProxy, rateLimitPerMinute: 60 },
)

describeEachDialect('a frozen account', (ctx) => {
  it('answers the same whether the password is right or wrong', async () => {
    const { phone, password } = await buildUser(ctx())
    await ctx().deps.database.db.updateTable('users').set({ frozen: 1 }).where('phone', '=', phone).execute()
    const login = (p: string) =>
      ctx().call({ method: 'POST', url: '/api/auth/login', payload: { phone, password: p } })
    const right = await login(password)
    const wrong = await login('not-the-password')
    expect(right.statusCode).toBe(403)
    expect(wrong.statusCode).toBe(right.statusCode)
    expect(wrong.json()).toEqual(right.json())
  })
})
