import type { CannedReplyRow, Page } from '@app/contracts'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator } from '../../testing/factories.ts'

type Reply<T> = { code: number; msg: string; data: T }
type Operator = Awaited<ReturnType<typeof buildOperator>>

/**
 * Saved replies: admin and support write them, each with a title, a text and a language; finance
 * may not; bad input is refused with a clear message and nothing saved; every change is audited.
 */
describeEachDialect('saved replies in the console', (ctx) => {
  let support: Operator
  let admin: Operator
  const stem = `Saved ${process.pid % 1000}`

  beforeAll(async () => {
    support = await buildOperator(ctx(), 'support')
    admin = await buildOperator(ctx(), 'admin')
  })

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx().call({ method, url, token, ...(payload ? { payload } : {}) })
  const list = async () =>
    (await send('GET', '/api/ops/chat/canned-replies', support.token)).json<Reply<CannedReplyRow[]>>().data

  it('saves, edits and deletes a reply, each step in the audit log', async () => {
    const created = await send('POST', '/api/ops/chat/canned-replies', support.token, {
      title: `  ${stem} withdrawal delay `,
      text: 'Hola {{nickname}}, su retiro está en revisión.',
      language: 'es',
    })
    expect(created.statusCode).toBe(200)
    const row = created.json<Reply<CannedReplyRow>>().data
    expect(row).toMatchObject({
      title: `${stem} withdrawal delay`,
      language: 'es',
      updatedBy: support.username,
    })
    expect((await list()).map((r) => r.id)).toContain(row.id)

    const edited = await send('PUT', `/api/ops/chat/canned-replies/${row.id}`, admin.token, {
      title: `${stem} retiro en revisión`,
      text: 'Hola {{nickname}}, su retiro #123 está en revisión.',
      language: 'es',
    })
    expect(edited.json<Reply<CannedReplyRow>>().data).toMatchObject({
      title: `${stem} retiro en revisión`,
      updatedBy: admin.username,
    })

    const deleted = await send('DELETE', `/api/ops/chat/canned-replies/${row.id}`, support.token)
    expect(deleted.statusCode).toBe(200)
    expect((await list()).map((r) => r.id)).not.toContain(row.id)
    const gone = await send('DELETE', `/api/ops/chat/canned-replies/${row.id}`, support.token)
    expect([gone.statusCode, gone.json<Reply<null>>().msg]).toEqual([404, 'Not found.'])

    const audit = await send('GET', `/api/ops/audit-log?q=canned_reply:${row.id}`, admin.token)
    const entries = audit.json<Reply<Page<{ action: string; target: string; after: unknown }>>>().data.items
    expect(entries.filter((e) => e.target === `canned_reply:${row.id}`).map((e) => e.action)).toEqual([
      'canned-reply.delete',
      'canned-reply.update',
      'canned-reply.create',
    ])
  })

  it('refuses an empty or long title, an empty text, an unknown language and a taken title', async () => {
    const base = { title: `${stem} greeting`, text: 'Hello {{nickname}}!', language: 'en' }
    const refusals: [object, string][] = [
      [{ ...base, title: '   ' }, 'Please enter the title.'],
      [{ ...base, title: 'x'.repeat(121) }, 'The title should have at most 120 characters.'],
      [{ ...base, text: ' ' }, 'Please enter a message.'],
      [{ ...base, text: 'x'.repeat(2001) }, 'A message can have at most 2000 characters.'],
      [{ ...base, language: 'fr' }, 'Choose English, Spanish or Japanese.'],
    ]
    const before = (await list()).length
    for (const [payload, msg] of refusals) {
      const reply = await send('POST', '/api/ops/chat/canned-replies', support.token, payload)
      expect([reply.statusCode, reply.json<Reply<null>>().msg]).toEqual([400, msg])
    }
    expect((await list()).length).toBe(before)

    expect((await send('POST', '/api/ops/chat/canned-replies', support.token, base)).statusCode).toBe(200)
    const again = await send('POST', '/api/ops/chat/canned-replies', support.token, base)
    expect([again.statusCode, again.json<Reply<null>>().msg]).toEqual([
      409,
      'A saved reply in this language has this title.',
    ])
    // The same title in another language is another reply.
    const japanese = await send('POST', '/api/ops/chat/canned-replies', support.token, {
      ...base,
      language: 'ja',
    })
    expect(japanese.statusCode).toBe(200)
  })

  it('answers in the caller’s language and keeps finance out', async () => {
    const spanish = await ctx().call({
      method: 'POST',
      url: '/api/ops/chat/canned-replies',
      token: support.token,
      payload: { title: '', text: 'x', language: 'es' },
      headers: { 'accept-language': 'es' },
    })
    expect(spanish.json<Reply<null>>().msg).toBe('Introduzca el título.')
    const finance = await buildOperator(ctx(), 'finance')
    expect((await send('GET', '/api/ops/chat/canned-replies', finance.token)).statusCode).toBe(403)
  })
})
