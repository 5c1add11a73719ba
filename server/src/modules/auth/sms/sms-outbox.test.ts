import { describe, expect, it } from 'vitest'
import type { SmsOutboxRow } from '@app/contracts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildOperator, buildUser } from '../../../testing/factories.ts'

interface Page<T> {
  items: T[]
}

/**
 * The SMS outbox, with and without a gateway: a one-time code never reaches an operator in full,
 * is not kept once sent, and only admins read the outbox, each read audited.
 */
describeEachDialect('the SMS outbox keeps no usable code', (ctx) => {
  const forgot = async (phone: string) => {
    const response = await ctx().call({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { phone },
    })
    expect(response.statusCode).toBe(200)
  }
  const outboxOf = async (phone: string) => {
    const admin = await buildOperator(ctx(), 'admin')
    const outbox = await ctx().call({ method: 'GET', url: '/api/ops/sms-outbox', token: admin.token })
    expect(outbox.statusCode).toBe(200)
    return {
      body: outbox.body,
      rows: outbox.json<{ data: SmsOutboxRow[] }>().data.filter((t) => t.phone === phone),
    }
  }

  it('with no gateway, keeps the text with its code hidden and sends nothing', async () => {
    const gateway = ctx().deps.sms
    ctx().deps.sms = null
    try {
      const { phone } = await buildUser(ctx())
      const sentBefore = ctx().sent.length
      await forgot(phone)
      expect(ctx().sent.length).toBe(sentBefore)
      const stored = await ctx()
        .deps.db.selectFrom('sms_outbox')
        .select(['text', 'status'])
        .where('phone', '=', phone)
        .execute()
      expect(stored).toEqual([
        { text: 'Your verification code is ••••••. It expires in 10 minutes.', status: 'kept' },
      ])
      expect((await outboxOf(phone)).rows).toEqual([
        expect.objectContaining({ status: 'kept', attempts: 0, sentAt: null }),
      ])
    } finally {
      ctx().deps.sms = gateway
    }
  })

  it('refuses the outbox to support and finance, and shows admins a sent text with its code hidden', async () => {
    const { phone } = await buildUser(ctx())
    await forgot(phone)
    const code =
      ctx()
        .sent.findLast((s) => s.phone === phone)
        ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
    for (const role of ['support', 'finance'] as const) {
      const { token } = await buildOperator(ctx(), role)
      const refused = await ctx().call({ method: 'GET', url: '/api/ops/sms-outbox', token })
      expect(refused.statusCode, role).toBe(403)
      expect(refused.body).not.toContain(code)
    }
    const { body, rows } = await outboxOf(phone)
    expect(body).not.toContain(code)
    expect(rows).toEqual([
      expect.objectContaining({
        text: 'Your verification code is ••••••. It expires in 10 minutes.',
        status: 'sent',
        attempts: 1,
      }),
    ])
    // At rest too, once sent: the database keeps no usable code.
    const stored = await ctx()
      .deps.db.selectFrom('sms_outbox')
      .select('text')
      .where('phone', '=', phone)
      .execute()
    expect(stored.map((r) => r.text).join()).not.toContain(code)
    // The code the user got still works: hiding it changed only what is kept.
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
    const { hideCodes } = await import('../../../lib/tokens.ts')
    expect(hideCodes('確認コードは 012345 です。有効期限は10分です。')).toBe(
      '確認コードは •••••• です。有効期限は10分です。',
    )
  })
})
