import type { ChannelTexts, RechargeOptions } from '@app/contracts'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { anyChannel, buildOperator, buildUser, fundUser } from '../../../testing/factories.ts'

type Reply<T> = { code: number; msg: string; data: T }

describeEachDialect("a payment channel's name in every language", (ctx) => {
  const save = (token: string, id: number, locale: string, name: string) =>
    ctx().call({
      method: 'PUT',
      url: `/api/ops/payment-channels/${id}/texts/${locale}`,
      token,
      payload: { name },
    })
  const options = async (token: string, language: string) => {
    const response = await ctx().call({
      method: 'GET',
      url: '/api/wallet/recharge-options',
      token,
      headers: { 'accept-language': language },
    })
    return { vary: response.headers.vary, data: response.json<Reply<RechargeOptions>>().data }
  }

  it('names the channel in the reader’s language in the recharge form and the recharge list', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const channelId = await anyChannel(ctx())
    const saved = await save(admin.token, channelId, 'es', 'Transferencia bancaria')
    expect(saved.json<Reply<ChannelTexts>>().data.texts).toEqual({
      es: { name: 'Transferencia bancaria' },
      ja: null,
    })
    const user = await buildUser(ctx())
    const es = await options(user.token, 'es')
    expect(es.vary).toContain('Accept-Language')
    expect(es.data.channels.find((c) => c.id === channelId)?.name).toBe('Transferencia bancaria')
    // Japanese has no name yet: the English one.
    expect((await options(user.token, 'ja')).data.channels.find((c) => c.id === channelId)?.name).toBe(
      'Bank transfer',
    )

    await fundUser(ctx(), user.user.id, 10_000)
    const list = await ctx().call({
      method: 'GET',
      url: '/api/recharges',
      token: user.token,
      headers: { 'accept-language': 'es' },
    })
    const rows = list.json<Reply<{ items: { channel: { name: string } | null }[] }>>().data.items
    expect(rows[0]?.channel?.name).toBe('Transferencia bancaria')

    const entry = await ctx()
      .deps.db.selectFrom('audit_log')
      .select(['after_json'])
      .where('action', '=', 'channel.translate')
      .where('target', '=', `channel:${channelId}`)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(entry.after_json)).toEqual({ locale: 'es', name: 'Transferencia bancaria' })
  })

  it('refuses an unknown language by name; only admins write, finance reads', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const finance = await buildOperator(ctx(), 'finance')
    const channelId = await anyChannel(ctx())
    const refused = await save(admin.token, channelId, 'pt', 'Transferência')
    expect(refused.statusCode).toBe(400)
    expect(refused.json<Reply<null>>().msg).toBe('Choose a language to translate into: es or ja.')
    expect((await save(finance.token, channelId, 'ja', '銀行振込')).statusCode).toBe(403)
    const read = await ctx().call({
      method: 'GET',
      url: `/api/ops/payment-channels/${channelId}/texts`,
      token: finance.token,
    })
    expect(read.statusCode).toBe(200)
  })
})
