import { describe, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildUser } from '../../testing/factories.ts'
import { outboxSmsProvider } from './sms.ts'

interface Page<T> {
  items: T[]
}

/**
 * The built-in SMS provider (no gateway configured), as the server wires it: a one-time code never
 * reaches the log, never reaches an operator in full, and only admins read the outbox, each read
 * audited.
 */
describeEachDialect('the SMS outbox keeps no usable code', (ctx) => {
  const logged: string[] = []
  /** The texts as the provider was asked to send them, to know the code the user was given. */
  const asked: { phone: string; text: string }[] = []

  const useOutboxProvider = () => {
    const outbox = outboxSmsProvider(ctx().deps, {
      info: (obj, msg) => void logged.push(`${JSON.stringify(obj)} ${msg}`),
    })
    ctx().deps.sms = {
      async send(phone, text) {
        asked.push({ phone, text })
        await outbox.send(phone, text)
      },
    }
  }

  const forgot = async (phone: string) => {
    const response = await ctx().call({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { phone },
    })
    expect(response.statusCode).toBe(200)
    const code = asked.findLast((s) => s.phone === phone)?.text.match(/\b(\d{6})\b/)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    return code ?? ''
  }

  it('logs that a text was sent, to a masked phone, without the code', async () => {
    useOutboxProvider()
    const { phone } = await buildUser(ctx())
    const before = logged.length
    const code = await forgot(phone)
    const lines = logged.slice(before)
    expect(lines).toHaveLength(1)
    expect(lines.join('\n')).not.toContain(code)
    expect(lines.join('\n')).not.toContain(phone)
    expect(lines.join('\n')).toContain(phone.slice(-4))
  })

  it('refuses the outbox to support and finance, and shows admins the texts with codes hidden', async () => {
    useOutboxProvider()
    const { phone } = await buildUser(ctx())
    const code = await forgot(phone)
    for (const role of ['support', 'finance'] as const) {
      const { token } = await buildOperator(ctx(), role)
      const refused = await ctx().call({ method: 'GET', url: '/api/ops/sms-outbox', token })
      expect(refused.statusCode, role).toBe(403)
      expect(refused.body).not.toContain(code)
    }
    const admin = await buildOperator(ctx(), 'admin')
    const outbox = await ctx().call({ method: 'GET', url: '/api/ops/sms-outbox', token: admin.token })
    expect(outbox.statusCode).toBe(200)
    expect(outbox.body).not.toContain(code)
    const texts = outbox.json<{ data: { phone: string; text: string }[] }>().data
    expect(texts.find((t) => t.phone === phone)?.text).toBe(
      'Your verification code is ••••••. It expires in 10 minutes.',
    )
    // The code the user got still works: hiding it changed only what operators can see.
    const reset = await ctx().call({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { phone, code, password: 'fresh123', confirmPassword: 'fresh123' },
    })
    expect(reset.statusCode).toBe(200)
  })

  it('never shows a code kept before codes were hidden', async () => {
    await ctx()
      .deps.database.db.insertInto('sms_outbox')
      .values({ phone: '5550002222', text: 'Su código de verificación es 654321.', created_at: 1 })
      .execute()
    const admin = await buildOperator(ctx(), 'admin')
    const outbox = await ctx().call({ method: 'GET', url: '/api/ops/sms-outbox', token: admin.token })
    expect(outbox.body).not.toContain('654321')
  })

  it('writes every read of the outbox to the audit log', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const reads = async () =>
      (await ctx().call({ method: 'GET', url: '/api/ops/audit-log?q=outbox.read', token: admin.token }))
        .json<{ data: Page<{ operator: string; action: string }> }>()
        .data.items.filter((row) => row.operator === admin.username)
    expect(await reads()).toHaveLength(0)
    await ctx().call({ method: 'GET', url: '/api/ops/sms-outbox', token: admin.token })
    await ctx().call({ method: 'GET', url: '/api/ops/sms-outbox', token: admin.token })
    expect(await reads()).toEqual([
      expect.objectContaining({ action: 'outbox.read' }),
      expect.objectContaining({ action: 'outbox.read' }),
    ])
  })
})

describe('texts of the built-in provider', () => {
  it('hide every code of four digits or more, in every language', async () => {
    const { hideCodes } = await import('../../lib/tokens.ts')
    expect(hideCodes('確認コードは 012345 です。有効期限は10分です。')).toBe(
      '確認コードは •••••• です。有効期限は10分です。',
    )
  })
})
