import { maskPhone, type Page, type TeamMemberRow, type TeamSummary } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import type { TestContext } from '../../testing/context.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildUser } from '../../testing/factories.ts'

type Reply<T> = { code: number; msg: string; data: T }
type Member = Awaited<ReturnType<typeof buildUser>>

describe('phone masking', () => {
  it('keeps the first three and last four characters', () => {
    expect(maskPhone('5550000001')).toBe('555****0001')
    expect(maskPhone('+15550001111')).toBe('+15****1111')
    expect(maskPhone('123456')).toBe('1****56')
  })
})

/** Signs up a user with `inviter`'s own code, so `inviter` becomes their inviter. */
const invitedBy = (ctx: TestContext, inviter: Member) =>
  buildUser(ctx, { invitationCode: inviter.user.invitationCode })

describeEachDialect('team by level', (ctx) => {
  const summary = async (token: string) =>
    (await ctx().call({ method: 'GET', url: '/api/team', token })).json<Reply<TeamSummary>>().data
  const members = async (token: string, level: number, cursor?: string) =>
    (
      await ctx().call({
        method: 'GET',
        url: `/api/team/members?level=${level}${cursor ? `&cursor=${cursor}` : ''}`,
        token,
      })
    ).json<Reply<Page<TeamMemberRow>>>().data
  const counts = (team: TeamSummary) => team.levels.map((l) => l.count)

  it('counts three levels down the invitation tree and no further', async () => {
    // root → a, b;  a → c;  c → d;  d → e (level 4 for root: not part of root's team)
    const root = await buildUser(ctx())
    const a = await invitedBy(ctx(), root)
    const b = await invitedBy(ctx(), root)
    const c = await invitedBy(ctx(), a)
    const d = await invitedBy(ctx(), c)
    const e = await invitedBy(ctx(), d)

    const team = await summary(root.token)
    expect(team).toEqual({
      invitationCode: root.user.invitationCode,
      shareLink: `/#/pages/sign/index?code=${root.user.invitationCode}`,
      levels: [
        { level: 1, count: 2 },
        { level: 2, count: 1 },
        { level: 3, count: 1 },
      ],
    })
    expect(counts(await summary(a.token))).toEqual([1, 1, 1])
    expect(counts(await summary(d.token))).toEqual([1, 0, 0])
    expect(counts(await summary(e.token))).toEqual([0, 0, 0])

    const ids = async (level: number) => (await members(root.token, level)).items.map((m) => m.id)
    expect(await ids(1)).toEqual([b.user.id, a.user.id])
    expect(await ids(2)).toEqual([c.user.id])
    expect(await ids(3)).toEqual([d.user.id])
    expect((await members(a.token, 3)).items.map((m) => m.id)).toEqual([e.user.id])

    const [first] = (await members(root.token, 1)).items
    expect(first).toEqual({
      id: b.user.id,
      phone: maskPhone(b.phone),
      nickname: `User ${b.phone.slice(-4)}`,
      joinedAt: ctx().clock.now(),
    })
    expect(first?.phone).toMatch(/^\d{3}\*{4}\d{4}$/)
  })

  it("never shows one user another user's team", async () => {
    const owner = await buildUser(ctx())
    const member = await invitedBy(ctx(), owner)
    const stranger = await buildUser(ctx())
    expect(counts(await summary(stranger.token))).toEqual([0, 0, 0])
    for (const level of [1, 2, 3]) {
      expect((await members(stranger.token, level)).items.map((m) => m.id)).not.toContain(member.user.id)
    }
    // The team hangs below a member, never above: the owner is nobody's team member here.
    expect((await members(member.token, 1)).items).toEqual([])
    const unauthenticated = await ctx().call({ method: 'GET', url: '/api/team' })
    expect(unauthenticated.statusCode).toBe(401)
    expect((await ctx().call({ method: 'GET', url: '/api/team/members?level=1' })).statusCode).toBe(401)
  })

  it('pages a level newest first, 20 at a time, with no repeats', async () => {
    const owner = await buildUser(ctx())
    const db = ctx().deps.database.db
    const now = ctx().clock.now()
    // Many members at once: inserted directly, the tree is all that matters here.
    const rows = Array.from({ length: 25 }, (_, i) => ({
      phone: `5559${String(owner.user.id).padStart(3, '0')}${String(i).padStart(3, '0')}`,
      password_hash: 'x',
      nickname: `Member ${i}`,
      invitation_code: `PAGE${owner.user.id}X${i}`,
      inviter_id: owner.user.id,
      frozen: 0,
      created_at: now + i,
    }))
    const inserted = await db.insertInto('users').values(rows).returning('id').execute()
    const expected = inserted.map((r) => r.id).sort((x, y) => y - x)

    const first = await members(owner.token, 1)
    expect(first.items).toHaveLength(20)
    expect(first.next).toBe(String(first.items[19]?.id))
    const second = await members(owner.token, 1, first.next ?? '')
    expect(second.next).toBeNull()
    expect([...first.items, ...second.items].map((m) => m.id)).toEqual(expected)
    expect(counts(await summary(owner.token))).toEqual([25, 0, 0])
  })

  it('refuses an unknown level with a clear message', async () => {
    const user = await buildUser(ctx())
    for (const query of ['', '?level=0', '?level=4', '?level=one', '?level=1&level=2']) {
      const response = await ctx().call({
        method: 'GET',
        url: `/api/team/members${query}`,
        token: user.token,
      })
      expect(response.json(), query).toMatchObject({
        code: 400,
        msg: 'Please choose a team level from 1 to 3.',
        data: { field: 'level' },
      })
    }
  })

  describe('the console sees any user team', () => {
    it.each([
      ['/team', { admin: 200, finance: 403, support: 200 }],
      ['/team/members?level=1', { admin: 200, finance: 403, support: 200 }],
    ] as const)('GET /api/ops/users/:id%s', async (suffix, expected) => {
      const user = await buildUser(ctx())
      const url = `/api/ops/users/${user.user.id}${suffix}`
      for (const role of ['admin', 'finance', 'support'] as const) {
        const { token } = await buildOperator(ctx(), role)
        expect((await ctx().call({ method: 'GET', url, token })).statusCode, role).toBe(expected[role])
      }
      expect((await ctx().call({ method: 'GET', url })).statusCode).toBe(401)
      expect((await ctx().call({ method: 'GET', url, token: user.token })).statusCode).toBe(401)
    })

    it('with the same shape, whole phone numbers, and 404 for an unknown user', async () => {
      const support = await buildOperator(ctx(), 'support')
      const owner = await buildUser(ctx())
      const member = await invitedBy(ctx(), owner)
      const team = await ctx().call({
        method: 'GET',
        url: `/api/ops/users/${owner.user.id}/team`,
        token: support.token,
      })
      expect(team.json<Reply<TeamSummary>>().data).toEqual(await summary(owner.token))
      const list = await ctx().call({
        method: 'GET',
        url: `/api/ops/users/${owner.user.id}/team/members?level=1`,
        token: support.token,
      })
      expect(list.json<Reply<Page<TeamMemberRow>>>().data.items).toMatchObject([
        { id: member.user.id, phone: member.phone },
      ])
      for (const url of ['/api/ops/users/999999/team', '/api/ops/users/999999/team/members?level=1']) {
        expect((await ctx().call({ method: 'GET', url, token: support.token })).statusCode, url).toBe(404)
      }
    })
  })
})
