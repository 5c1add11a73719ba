import { Writable } from 'node:stream'
import { WALLET_SUMMARY } from '@app/contracts'
import { expect, it } from 'vitest'
import { createTestContext } from '../testing/context.ts'
import { testDialects } from '../testing/databases.ts'
import { buildUser } from '../testing/factories.ts'
import { createLogger } from './logger.ts'

/** The JSON lines a logger wrote, parsed. */
function memoryLog() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  return {
    logger: createLogger('trace', stream),
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}

for (const dialect of await testDialects()) {
  it(`logs one JSON line per request under the request id sent in, and returns it [${dialect}]`, async () => {
    const log = memoryLog()
    const ctx = await createTestContext(dialect, {}, { logger: log.logger })
    try {
      const answer = await ctx.call({
        method: 'GET',
        url: '/api/products?page=1',
        headers: { 'x-request-id': 'lb-7f3a.42' },
      })
      expect(answer.headers['x-request-id']).toBe('lb-7f3a.42')
      const lines = log.entries().filter((e) => e.reqId === 'lb-7f3a.42')
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'info',
          msg: 'request',
          method: 'GET',
          path: '/api/products',
          route: '/api/products',
          status: answer.statusCode,
          ms: expect.any(Number),
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        }),
      ])

      // An id that is not plain and short is replaced, never logged as sent.
      const forged = await ctx.call({
        method: 'GET',
        url: '/health/live',
        headers: { 'x-request-id': 'a"b\nlevel=fatal' },
      })
      const replaced = forged.headers['x-request-id']
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/)
      expect(log.lines.join('\n')).not.toContain('level=fatal')
      expect(log.entries().filter((e) => e.reqId === replaced)).toHaveLength(1)
    } finally {
      await ctx.close()
    }
  })

  it(`never writes a one-time code, a password or a token into the log [${dialect}]`, async () => {
    const log = memoryLog()
    const ctx = await createTestContext(dialect, {}, { logger: log.logger })
    try {
      const { phone, token } = await buildUser(ctx)
      const forgot = await ctx.call({ method: 'POST', url: '/api/auth/password/forgot', payload: { phone } })
      expect(forgot.statusCode).toBe(200)
      const code = ctx.sent.findLast((s) => s.phone === phone)?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
      expect(code).toMatch(/^\d{6}$/)
      // A wrong code first (a refusal is logged as a security event), then the right one.
      const wrong = code === '000000' ? '111111' : '000000'
      for (const attempt of [wrong, code]) {
        await ctx.call({
          method: 'POST',
          url: '/api/auth/password/reset',
          payload: { phone, code: attempt, password: 'fresh-pass-91', confirmPassword: 'fresh-pass-91' },
        })
      }
      await ctx.call({ method: 'GET', url: WALLET_SUMMARY.path, token })
      // Whatever a later change logs by mistake, these keys are hidden at any depth.
      log.logger.info({ sms: { text: `code ${code}` }, body: { password: 'fresh-pass-91' } }, 'probe')
      expect(log.entries().find((e) => e.msg === 'probe')).toMatchObject({
        sms: { text: '[hidden]' },
        body: { password: '[hidden]' },
      })
      const text = log.lines.join('\n')
      expect(log.entries().some((e) => e.msg === 'sms sent')).toBe(true)
      expect(log.entries().some((e) => e.event === 'security' && e.key === 'auth.resetCodeWrong')).toBe(true)
      expect(text).not.toContain(code)
      expect(text).not.toContain('fresh-pass-91')
      expect(text).not.toContain(token)
      expect(text).not.toContain(phone)
    } finally {
      await ctx.close()
    }
  })
}
