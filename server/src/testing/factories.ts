import { createInvitationCodes } from '../modules/ops/invitations.routes.ts'
import { createOperator } from '../modules/ops/operators.service.ts'
import type { TestContext } from './context.ts'

let sequence = 0

/** A unique phone number for a test user. */
export function nextPhone(): string {
  sequence += 1
  return `5551${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(4, '0')}`
}

/** Issues an operator invitation code straight through the console's service (no HTTP needed). */
export async function buildInvitationCode(ctx: TestContext, maxUses = 100): Promise<string> {
  let admin = await ctx.deps.database.db
    .selectFrom('operators')
    .select('id')
    .where('role', '=', 'admin')
    .executeTakeFirst()
  admin ??= await createOperator(
    ctx.deps,
    { username: `root${sequence}`, password: 'a-strong-password', role: 'admin' },
    null,
  )
  const [code] = await createInvitationCodes(ctx.deps, admin.id, 1, maxUses, 'test')
  if (!code) throw new Error('no code issued')
  return code
}

/** Signs up a user over HTTP and returns their token and phone. */
export async function buildUser(
  ctx: TestContext,
  overrides: { phone?: string; password?: string; invitationCode?: string } = {},
) {
  const phone = overrides.phone ?? nextPhone()
  const password = overrides.password ?? 'secret12'
  const invitationCode = overrides.invitationCode ?? (await buildInvitationCode(ctx))
  const response = await ctx.call({
    method: 'POST',
    url: '/api/auth/register',
    payload: { phone, password, confirmPassword: password, invitationCode },
  })
  const body = response.json<{
    code: number
    data: { token: string; userInfo: { id: number; invitationCode: string } }
  }>()
  if (body.code !== 200) throw new Error(`sign-up failed: ${response.body}`)
  return { phone, password, token: body.data.token, user: body.data.userInfo }
}

/** Creates an operator and signs them in; returns their token. */
export async function buildOperator(ctx: TestContext, role: 'admin' | 'finance' | 'support') {
  sequence += 1
  const username = `${role}${sequence}`
  const password = 'a-strong-password'
  await createOperator(ctx.deps, { username, password, role }, null)
  const response = await ctx.call({
    method: 'POST',
    url: '/api/ops/auth/login',
    payload: { username, password },
  })
  const body = response.json<{ data: { token: string; operator: { id: number } } }>()
  return { username, password, token: body.data.token, id: body.data.operator.id }
}
