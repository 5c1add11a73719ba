import type { AnnouncementDetail, AnnouncementSummary, OpsAnnouncementRow, Page } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import type { TestContext } from '../../testing/context.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildUser } from '../../testing/factories.ts'

type Reply<T> = { code: number; msg: string; data: T }

async function writeAnnouncement(
  ctx: TestContext,
  token: string,
  body: { title: string; bodyHtml?: string; published?: boolean; pinned?: boolean },
): Promise<OpsAnnouncementRow> {
  const response = await ctx.call({
    method: 'POST',
    url: '/api/ops/announcements',
    token,
    payload: { bodyHtml: '<p>Hello</p>', published: true, ...body },
  })
  const reply = response.json<Reply<OpsAnnouncementRow>>()
  if (reply.code !== 200) throw new Error(`announcement not created: ${response.body}`)
  return reply.data
}

describeEachDialect('announcements: writing, sanitising, reading', (ctx) => {
  const list = async (token?: string, cursor?: string) =>
    (
      await ctx().call({
        method: 'GET',
        url: `/api/announcements${cursor ? `?cursor=${cursor}` : ''}`,
        ...(token ? { token } : {}),
      })
    ).json<Reply<Page<AnnouncementSummary>>>().data
  const unreadCount = async (token: string) =>
    (await ctx().call({ method: 'GET', url: '/api/announcements/unread-count', token })).json<
      Reply<{ count: number }>
    >().data.count

  describe('roles decide who may do what in the console', () => {
    it.each([
      ['GET', '/api/ops/announcements', { admin: 200, finance: 403, support: 200 }],
      ['POST', '/api/ops/announcements', { admin: 200, finance: 403, support: 200 }],
    ] as const)('%s %s', async (method, url, expected) => {
      for (const role of ['admin', 'finance', 'support'] as const) {
        const { token } = await buildOperator(ctx(), role)
        const payload =
          method === 'POST' ? { title: 'Roles', bodyHtml: '<p>x</p>', published: false } : undefined
        const response = await ctx().call({ method, url, token, ...(payload ? { payload } : {}) })
        expect(response.statusCode, role).toBe(expected[role])
      }
      expect((await ctx().call({ method, url })).statusCode).toBe(401)
      const user = await buildUser(ctx())
      expect((await ctx().call({ method, url, token: user.token })).statusCode).toBe(401)
    })

    it('lets only admin and support edit, publish and unpublish', async () => {
      const admin = await buildOperator(ctx(), 'admin')
      const finance = await buildOperator(ctx(), 'finance')
      const { id } = await writeAnnouncement(ctx(), admin.token, { title: 'Guarded', published: false })
      for (const [method, url] of [
        ['PUT', `/api/ops/announcements/${id}`],
        ['POST', `/api/ops/announcements/${id}/publish`],
        ['POST', `/api/ops/announcements/${id}/unpublish`],
      ] as const) {
        const payload = method === 'PUT' ? { title: 'X', bodyHtml: '<p>x</p>', published: true } : undefined
        const options = { method, url, ...(payload ? { payload } : {}) }
        expect((await ctx().call({ ...options, token: finance.token })).statusCode, url).toBe(403)
        expect((await ctx().call(options)).statusCode, url).toBe(401)
      }
    })
  })

  it('stores a hostile body inert: no script, handler, javascript: link or frame survives', async () => {
    const support = await buildOperator(ctx(), 'support')
    const created = await writeAnnouncement(ctx(), support.token, {
      title: '  Maintenance  ',
      bodyHtml:
        '<p onmouseover="steal()">Tonight<script>fetch("//evil")</script></p>' +
        '<img src="https://cdn.example/a.png" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">click</a><a href="https://ok.example" target="_self">docs</a>' +
        '<iframe src="https://evil.example"></iframe>',
    })
    expect(created.title).toBe('Maintenance')
    const stored = await ctx()
      .deps.database.db.selectFrom('announcements')
      .select('body_html')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow()
    for (const body of [created.bodyHtml, stored.body_html]) {
      expect(body).not.toMatch(/<script|onmouseover|onerror|javascript:|<iframe|_self/i)
      expect(body).toContain('<p>Tonight</p>')
      expect(body).toContain('<img src="https://cdn.example/a.png" />')
      expect(body).toContain(
        '<a href="https://ok.example" rel="noopener noreferrer" target="_blank">docs</a>',
      )
    }
    const detail = await ctx().call({ method: 'GET', url: `/api/announcements/${created.id}` })
    expect(detail.json<Reply<AnnouncementDetail>>().data.bodyHtml).toBe(stored.body_html)
  })

  it('answers each input rule with its message', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const post = (payload: Record<string, unknown>) =>
      ctx().call({ method: 'POST', url: '/api/ops/announcements', token: admin.token, payload })
    expect((await post({ title: ' ', bodyHtml: '<p>x</p>', published: true })).json()).toMatchObject({
      code: 400,
      msg: 'Please enter the title.',
    })
    expect(
      (await post({ title: 'x'.repeat(121), bodyHtml: '<p>x</p>', published: true })).json(),
    ).toMatchObject({
      msg: 'The title should have at most 120 characters.',
    })
    // A body of nothing but removed markup says nothing.
    expect(
      (await post({ title: 'Empty', bodyHtml: '<script>x()</script>', published: true })).json(),
    ).toMatchObject({
      code: 400,
      msg: 'Please enter the announcement text.',
      data: { field: 'bodyHtml' },
    })
    expect(
      (await post({ title: 'Extra', bodyHtml: '<p>x</p>', published: true, author: 'me' })).statusCode,
    ).toBe(400)
  })

  it('hides unpublished announcements from users and keeps the first publication date', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const draft = await writeAnnouncement(ctx(), admin.token, { title: 'Draft', published: false })
    expect(draft).toMatchObject({ published: false, publishedAt: null })
    const detail = () => ctx().call({ method: 'GET', url: `/api/announcements/${draft.id}` })
    expect((await detail()).json()).toMatchObject({ code: 404, msg: 'This announcement is not available.' })
    expect((await list()).items.map((a) => a.id)).not.toContain(draft.id)

    ctx().clock.advance(60)
    const published = await ctx().call({
      method: 'POST',
      url: `/api/ops/announcements/${draft.id}/publish`,
      token: admin.token,
    })
    const publishedAt = published.json<Reply<OpsAnnouncementRow>>().data.publishedAt
    expect(publishedAt).toBe(ctx().clock.now())
    expect((await detail()).statusCode).toBe(200)
    const latest = await ctx().call({ method: 'GET', url: '/api/announcements/latest' })
    expect(latest.json<Reply<AnnouncementSummary>>().data).toMatchObject({ id: draft.id, unread: false })

    ctx().clock.advance(60)
    await ctx().call({
      method: 'POST',
      url: `/api/ops/announcements/${draft.id}/unpublish`,
      token: admin.token,
    })
    expect((await detail()).statusCode).toBe(404)
    expect((await list()).items.map((a) => a.id)).not.toContain(draft.id)

    ctx().clock.advance(60)
    const edited = await ctx().call({
      method: 'PUT',
      url: `/api/ops/announcements/${draft.id}`,
      token: admin.token,
      payload: { title: 'Draft, edited', bodyHtml: '<p>New text</p>', published: true },
    })
    expect(edited.json<Reply<OpsAnnouncementRow>>().data).toMatchObject({
      title: 'Draft, edited',
      bodyHtml: '<p>New text</p>',
      published: true,
      publishedAt,
      updatedAt: ctx().clock.now(),
    })
    expect(
      (
        await ctx().call({
          method: 'PUT',
          url: '/api/ops/announcements/999999',
          token: admin.token,
          payload: { title: 'x', bodyHtml: '<p>x</p>', published: true },
        })
      ).statusCode,
    ).toBe(404)

    const audit = await ctx().call({
      method: 'GET',
      url: `/api/ops/audit-log?q=announcement:${draft.id}`,
      token: admin.token,
    })
    const actions = audit.json<Reply<Page<{ action: string; target: string }>>>().data.items
    expect(actions.filter((a) => a.target === `announcement:${draft.id}`).map((a) => a.action)).toEqual([
      'announcement.update',
      'announcement.unpublish',
      'announcement.publish',
      'announcement.create',
    ])
  })

  it('marks an announcement read when a signed-in user opens it, and counts the unread ones', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const reader = await buildUser(ctx())
    const before = await unreadCount(reader.token)
    const a = await writeAnnouncement(ctx(), admin.token, { title: 'Unread A' })
    const b = await writeAnnouncement(ctx(), admin.token, { title: 'Unread B' })
    expect(await unreadCount(reader.token)).toBe(before + 2)
    const unreadOf = (items: AnnouncementSummary[], id: number) => items.find((i) => i.id === id)?.unread
    expect(unreadOf((await list(reader.token)).items, a.id)).toBe(true)
    // Anonymous readers have nothing unread.
    expect(unreadOf((await list()).items, a.id)).toBe(false)

    for (let i = 0; i < 2; i++) {
      const opened = await ctx().call({
        method: 'GET',
        url: `/api/announcements/${a.id}`,
        token: reader.token,
      })
      expect(opened.json<Reply<AnnouncementDetail>>().data).toMatchObject({ id: a.id, unread: false })
    }
    expect(await unreadCount(reader.token)).toBe(before + 1)
    const items = (await list(reader.token)).items
    expect(unreadOf(items, a.id)).toBe(false)
    expect(unreadOf(items, b.id)).toBe(true)
    // Another user's reading is theirs alone.
    const other = await buildUser(ctx())
    expect(unreadOf((await list(other.token)).items, a.id)).toBe(true)
    const admins = await ctx().call({ method: 'GET', url: '/api/ops/announcements', token: admin.token })
    expect(admins.json<Reply<OpsAnnouncementRow[]>>().data.find((r) => r.id === a.id)?.reads).toBe(1)
    expect((await ctx().call({ method: 'GET', url: '/api/announcements/unread-count' })).statusCode).toBe(401)
  })
})

describeEachDialect('announcements: list order and paging', (ctx) => {
  it('shows pinned ones first, then the newest, 20 a page with no repeats', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const latestBefore = await ctx().call({ method: 'GET', url: '/api/announcements/latest' })
    expect(latestBefore.json()).toMatchObject({ code: 200, data: null })
    const ids: number[] = []
    for (let i = 0; i < 24; i++) {
      ctx().clock.advance(10)
      ids.push((await writeAnnouncement(ctx(), admin.token, { title: `News ${i}`, pinned: i === 3 })).id)
    }
    await writeAnnouncement(ctx(), admin.token, { title: 'Hidden', published: false })
    const first = (await ctx().call({ method: 'GET', url: '/api/announcements' })).json<
      Reply<Page<AnnouncementSummary>>
    >().data
    expect(first.items).toHaveLength(20)
    expect(first.next).not.toBeNull()
    const second = (await ctx().call({ method: 'GET', url: `/api/announcements?cursor=${first.next}` })).json<
      Reply<Page<AnnouncementSummary>>
    >().data
    expect(second.next).toBeNull()
    const order = [...first.items, ...second.items].map((a) => a.id)
    const pinned = ids[3] as number
    expect(order).toEqual([pinned, ...ids.filter((id) => id !== pinned).reverse()])
    expect(first.items[0]).toMatchObject({ pinned: true, excerpt: 'Hello' })
    // The home tab shows the newest, pinned or not.
    const latest = await ctx().call({ method: 'GET', url: '/api/announcements/latest' })
    expect(latest.json<Reply<AnnouncementSummary>>().data.id).toBe(ids[23])
    // A malformed cursor starts from the top.
    const again = await ctx().call({ method: 'GET', url: '/api/announcements?cursor=junk' })
    expect(again.json<Reply<Page<AnnouncementSummary>>>().data.items[0]?.id).toBe(pinned)
  })
})
