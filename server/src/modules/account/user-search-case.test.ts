import type { OpsUserRow, Page } from '@app/contracts'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildUser } from '../../testing/factories.ts'

type Reply<T> = { code: number; msg: string; data: T }

/**
 * An operator types a nickname as they heard it: "ana", "Ana" and "ANA" find the same users on both
 * databases, accented and non-Latin letters too, exact match first.
 */
describeEachDialect('finding a user by nickname whatever its case', (ctx) => {
  let token: string
  // A run-unique stem, so names made by other tests in the same database never match.
  const stem = `Cq${process.pid % 1000}`

  beforeAll(async () => {
    token = (await buildOperator(ctx(), 'support')).token
  })

  const found = async (q: string) => {
    const response = await ctx().call({
      method: 'GET',
      url: `/api/ops/users?${new URLSearchParams({ q })}`,
      token,
    })
    return response.json<Reply<Page<OpsUserRow>>>().data.items.map((u) => u.id)
  }

  it('matches a nickname typed in any case, the exact one before the longer ones', async () => {
    const ana = (await buildUser(ctx(), { nickname: `${stem}Ana` })).user.id
    const anabel = (await buildUser(ctx(), { nickname: `${stem}ANABEL` })).user.id
    await buildUser(ctx(), { nickname: `${stem}Bo` })

    for (const typed of [`${stem}ana`, `${stem}Ana`, `${stem}ANA`, ` ${stem.toUpperCase()}aNa `])
      expect(await found(typed)).toEqual([ana, anabel])
    expect(await found(`${stem}anab`)).toEqual([anabel])
  })

  it('folds accented and non-Latin letters alike', async () => {
    const elodie = (await buildUser(ctx(), { nickname: `${stem}Élodie` })).user.id
    const sofia = (await buildUser(ctx(), { nickname: `${stem}ΣΟΦΙΑ` })).user.id

    expect(await found(`${stem}élo`)).toEqual([elodie])
    expect(await found(`${stem.toLowerCase()}ÉLODIE`)).toEqual([elodie])
    expect(await found(`${stem}σοφ`)).toEqual([sofia])
    // Each row still shows the nickname as the user wrote it.
    const response = await ctx().call({
      method: 'GET',
      url: `/api/ops/users?${new URLSearchParams({ q: `${stem}σοφια` })}`,
      token,
    })
    const rows = response.json<Reply<Page<OpsUserRow>>>().data.items
    expect(rows.map((r) => [r.nickname, r.matchedBy])).toEqual([[`${stem}ΣΟΦΙΑ`, 'nickname']])
  })
})
