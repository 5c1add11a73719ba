import { describe, expect, it } from 'vitest'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildInvitationCode, buildUser, nextPhone } from '../../../testing/factories.ts'

describeEachDialect('sign-up', (ctx) => {
  const register = (payload: Record<string, unknown>, lang = 'en') =>
    ctx().call({ method: 'POST', url: '/api/auth/register', payload, headers: { 'accept-language': lang } })
  const userCount = async () =>
    (await ctx().deps.database.db.selectFrom('users').select('id').execute()).length

  describe('answers each rule with the specification message and writes nothing', () => {
    it.each([
      [
        { phone: '', password: 'secret12', confirmPassword: 'secret12', invitationCode: 'X' },
        'Please enter your phone number.',
      ],
      [
        { phone: '5550000001', password: '12345', confirmPassword: '12345', invitationCode: 'X' },
        'Passwrod should have at least 6 characters.',
      ],
      [
        { phone: '5550000001', password: 'secret12', confirmPassword: 'secret13', invitationCode: 'X' },
        'The password does not match the confirmed password.',
      ],
      [
        { phone: '5550000001', password: 'secret12', confirmPassword: 'secret12', invitationCode: '' },
        'Please enter the invitation code.',
      ],
    ])('%j → %s', async (payload, message) => {
      const before = await userCount()
      const response = await register(payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 400, msg: message })
      expect(await userCount()).toBe(before)
    })
  })

  it('translates the message to the caller language', async () => {
    const response = await register(
      { phone: '', password: 'secret12', confirmPassword: 'secret12', invitationCode: 'X' },
      'ja',
    )
    expect(response.json().msg).toBe('電話番号を入力してください。')
  })

  it('refuses an unknown invitation code', async () => {
    const response = await register({
      phone: nextPhone(),
      password: 'secret12',
      confirmPassword: 'secret12',
      invitationCode: 'NOPE1234',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      msg: 'This invitation code is not valid.',
      data: { field: 'invitationCode' },
    })
  })

  it('refuses unknown fields', async () => {
    const code = await buildInvitationCode(ctx())
    const before = await userCount()
    const response = await register({
      phone: nextPhone(),
      password: 'secret12',
      confirmPassword: 'secret12',
      invitationCode: code,
      vipLevel: 9,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().data).toEqual({ error: 'VALIDATION_FAILED', field: 'vipLevel' })
    expect(await userCount()).toBe(before)
  })

  it('signs up with an operator code, then another user signs up with the first one’s code', async () => {
    const first = await buildUser(ctx())
    expect(first.token.length).toBeGreaterThanOrEqual(22)
    const second = await buildUser(ctx(), { invitationCode: first.user.invitationCode.toLowerCase() })
    const row = await ctx()
      .deps.database.db.selectFrom('users')
      .select('inviter_id')
      .where('id', '=', second.user.id)
      .executeTakeFirstOrThrow()
    expect(row.inviter_id).toBe(first.user.id)
  })

  it('counts operator code uses and refuses one that is used up', async () => {
    const code = await buildInvitationCode(ctx(), 1)
    await buildUser(ctx(), { invitationCode: code })
    const response = await register({
      phone: nextPhone(),
      password: 'secret12',
      confirmPassword: 'secret12',
      invitationCode: code,
    })
    expect(response.json().msg).toBe('This invitation code is not valid.')
    const row = await ctx()
      .deps.database.db.selectFrom('invitation_codes')
      .select('uses')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
    expect(row.uses).toBe(1)
  })

  it('refuses a phone that is already registered, and gives the code use back', async () => {
    const code = await buildInvitationCode(ctx(), 5)
    const taken = await buildUser(ctx(), { invitationCode: code })
    const response = await register({
      phone: taken.phone,
      password: 'secret12',
      confirmPassword: 'secret12',
      invitationCode: code,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().msg).toBe('This phone number is already registered.')
    const row = await ctx()
      .deps.database.db.selectFrom('invitation_codes')
      .select('uses')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
    expect(row.uses).toBe(1)
  })
})
