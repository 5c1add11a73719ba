import { expect, it } from 'vitest'
import { totpCode, totpStep } from '../../../lib/totp.ts'
import type { TestContext } from '../../../testing/context.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildOperator } from '../../../testing/factories.ts'
import { createOperator } from '../../operators/index.ts'

let sequence = 0
const PASSWORD = 'a-strong-password'

const signIn = (ctx: TestContext, username: string, code?: string, password = PASSWORD) =>
  ctx.call({
    method: 'POST',
    url: '/api/ops/auth/login',
    payload: { username, password, ...(code === undefined ? {} : { code }) },
  })

/** An operator with two-factor sign-in on: their token, their secret and the ten codes it gave. */
async function enrolled(ctx: TestContext) {
  const username = `recovery${++sequence}`
  await createOperator(ctx.deps, { username, password: PASSWORD, role: 'admin', actorId: null })
  const token = (await signIn(ctx, username)).json<{ data: { token: string } }>().data.token
  const started = await ctx.call({ method: 'POST', url: '/api/ops/auth/totp/start', token })
  const { secret } = started.json<{ data: { secret: string } }>().data
  const confirmed = await ctx.call({
    method: 'POST',
    url: '/api/ops/auth/totp/confirm',
    token,
    payload: { code: totpCode(secret, totpStep(ctx.clock.now())) },
  })
  const { recoveryCodes } = confirmed.json<{ data: { recoveryCodes: string[] } }>().data
  return { username, token, secret, recoveryCodes }
}

const left = async (ctx: TestContext, token: string) =>
  (await ctx.call({ method: 'GET', url: '/api/ops/me', token })).json<{
    data: { recoveryCodesLeft: number }
  }>().data.recoveryCodesLeft

const auditOf = async (ctx: TestContext, adminToken: string, action: string, target: string) =>
  (
    await ctx.call({
      method: 'GET',
      url: '/api/ops/audit-log',
      token: adminToken,
      query: { action, object: target },
    })
  ).json<{ data: { items: { before: unknown; after: unknown }[] } }>().data.items

/**
 * Recovery codes (decision 0055), on both databases: ten come with two-factor sign-in, shown once;
 * each signs in once where the code is asked; a new set voids the old; wrong ones are counted with
 * the authenticator's codes; every use is audited.
 */
describeEachDialect("operators' recovery codes", (ctx) => {
  it('gives ten distinct codes when two-factor sign-in is turned on, kept only as hashes', async () => {
    const { recoveryCodes, username } = await enrolled(ctx())
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/)
    const stored = await ctx()
      .deps.db.selectFrom('operator_recovery_codes as r')
      .innerJoin('operators as o', 'o.id', 'r.operator_id')
      .select('r.code_hash')
      .where('o.username', '=', username)
      .execute()
    expect(stored).toHaveLength(10)
    const hashes = stored.map((r) => r.code_hash).join(' ')
    for (const code of recoveryCodes) {
      expect(hashes).not.toContain(code)
      expect(hashes).not.toContain(code.replace('-', ''))
    }
  })

  it('signs in with a recovery code once, in any case and without its dash; a used one fails', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const { username, recoveryCodes } = await enrolled(ctx())
    const [first = '', second = ''] = recoveryCodes
    const signed = await signIn(ctx(), username, first)
    expect(signed.json()).toMatchObject({ code: 200, data: { operator: { recoveryCodesLeft: 9 } } })

    const again = await signIn(ctx(), username, first)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({
      msg: 'The code is incorrect or was already used.',
      data: { field: 'code' },
    })

    // Typed in lower case with a space instead of the dash, sent five times at once: in once.
    const typed = second.toLowerCase().replace('-', ' ')
    const tries = await Promise.all(Array.from({ length: 5 }, () => signIn(ctx(), username, typed)))
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400])
    const token =
      tries.find((r) => r.statusCode === 200)?.json<{ data: { token: string } }>().data.token ?? ''
    expect(await left(ctx(), token)).toBe(8)

    const used = await auditOf(
      ctx(),
      admin.token,
      'operator.recovery-code-use',
      `operator:${await idOf(username)}`,
    )
    expect(used.map((e) => e.after)).toEqual([{ left: 8 }, { left: 9 }])
  })

  it('makes a new set with the password, which voids every earlier code', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const { username, token, recoveryCodes } = await enrolled(ctx())
    const wrongPassword = await ctx().call({
      method: 'POST',
      url: '/api/ops/auth/recovery-codes',
      token,
      payload: { password: 'not-the-password' },
    })
    expect(wrongPassword.statusCode).toBe(400)
    expect(wrongPassword.json()).toMatchObject({
      msg: 'The password is incorrect.',
      data: { field: 'password' },
    })

    const made = await ctx().call({
      method: 'POST',
      url: '/api/ops/auth/recovery-codes',
      token,
      payload: { password: PASSWORD },
    })
    const fresh = made.json<{ data: { recoveryCodes: string[]; operator: { recoveryCodesLeft: number } } }>()
      .data
    expect(fresh.recoveryCodes).toHaveLength(10)
    expect(fresh.operator.recoveryCodesLeft).toBe(10)
    expect(fresh.recoveryCodes.some((code) => recoveryCodes.includes(code))).toBe(false)

    // The old set, even its unused codes, no longer signs in; the new one does.
    expect((await signIn(ctx(), username, recoveryCodes[3])).statusCode).toBe(400)
    expect((await signIn(ctx(), username, fresh.recoveryCodes[0])).statusCode).toBe(200)
    const audited = await auditOf(
      ctx(),
      admin.token,
      'operator.recovery-codes-new',
      `operator:${await idOf(username)}`,
    )
    expect(audited.map((e) => [e.before, e.after])).toEqual([[{ left: 10 }, { left: 10 }]])
  })

  it('counts a wrong recovery code with the code attempts: past ten, even a right one is refused', async () => {
    const { username, recoveryCodes } = await enrolled(ctx())
    // The window of the code that turned it on has passed.
    ctx().clock.advance(600)
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await signIn(ctx(), username, 'WRONG-CODE2')).statusCode)
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 400))
    expect((await signIn(ctx(), username, recoveryCodes[0])).statusCode).toBe(429)
    // After the window, the right code signs in: the refused one was not spent.
    ctx().clock.advance(601)
    expect((await signIn(ctx(), username, recoveryCodes[0])).statusCode).toBe(200)
  })

  it("ends with an admin's reset of the operator's two-factor sign-in, and is refused while it is off", async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const { username, recoveryCodes } = await enrolled(ctx())
    const id = await idOf(username)
    const reset = await ctx().call({
      method: 'POST',
      url: `/api/ops/operators/${id}/totp/reset`,
      token: admin.token,
      headers: { 'x-requested-with': 'test' },
    })
    expect(reset.statusCode).toBe(200)
    const signed = await signIn(ctx(), username, recoveryCodes[1])
    expect(signed.json()).toMatchObject({
      code: 200,
      data: { operator: { totpEnabled: false, recoveryCodesLeft: 0 } },
    })
    const token = signed.json<{ data: { token: string } }>().data.token
    const refused = await ctx().call({
      method: 'POST',
      url: '/api/ops/auth/recovery-codes',
      token,
      payload: { password: PASSWORD },
    })
    expect(refused.statusCode).toBe(409)
    const stored = await ctx()
      .deps.db.selectFrom('operator_recovery_codes')
      .select('code_hash')
      .where('operator_id', '=', id)
      .execute()
    expect(stored).toEqual([])
  })

  async function idOf(username: string): Promise<number> {
    const row = await ctx()
      .deps.db.selectFrom('operators')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
    return row.id
  }
})
