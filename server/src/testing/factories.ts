import { randomUUID } from 'node:crypto'
import { createInvitationCodes } from '../modules/auth/index.ts'
import { createOperator } from '../modules/operators/index.ts'
import {
  AUTH_OPS_LOGIN,
  AUTH_REGISTER,
  VIP_OPS_REPLACE,
  withdrawalFee,
  type ProductInputBody,
} from '@app/contracts'
import { inTransaction } from '../db/transaction.ts'
import { checkLedger } from '../modules/ledger/invariants.service.ts'
import { getUserBalances } from '../modules/ledger/index.ts'
import { createProduct, setProductStatus } from '../modules/products/index.ts'
import { findProduct } from '../modules/products/products.repo.ts'
import { findAnyEnabledChannel, insertChannel } from '../modules/wallet/settings/channels.repo.ts'
import { confirmRecharge, createRecharge } from '../modules/wallet/index.ts'
import { moneyChecks } from '../money-checks.ts'
import type { TestContext } from './context.ts'

let sequence = 0

/** The password of a user `buildUser` signs up unless told otherwise. */
export const DEFAULT_PASSWORD = 'secret12'

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
  admin ??= await createOperator(ctx.deps, {
    username: `root${sequence}`,
    password: 'a-strong-password',
    role: 'admin',
    actorId: null,
  })
  const [code] = await createInvitationCodes(ctx.deps, {
    operatorId: admin.id,
    count: 1,
    maxUses,
    note: 'test',
  })
  if (!code) throw new Error('no code issued')
  return code
}

/** Signs up a user over HTTP and returns their token and phone. */
export async function buildUser(
  ctx: TestContext,
  overrides: { phone?: string; password?: string; invitationCode?: string; nickname?: string } = {},
) {
  const phone = overrides.phone ?? nextPhone()
  const address = `10.${(++sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`
  const password = overrides.password ?? DEFAULT_PASSWORD
  const invitationCode = overrides.invitationCode ?? (await buildInvitationCode(ctx))
  const response = await ctx.call({
    method: 'POST',
    url: AUTH_REGISTER.path,
    payload: {
      phone,
      password,
      confirmPassword: password,
      invitationCode,
      ...(overrides.nickname === undefined ? {} : { nickname: overrides.nickname }),
    },
    // Each test user signs up from its own address, as real users do, so the per-address limit
    // on sign-ups does not trip over a test's many users.
    remoteAddress: address,
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
  await createOperator(ctx.deps, { username, password, role, actorId: null })
  const response = await ctx.call({
    method: 'POST',
    url: AUTH_OPS_LOGIN.path,
    payload: { username, password },
  })
  const body = response.json<{ data: { token: string; operator: { id: number } } }>()
  return { username, password, token: body.data.token, id: body.data.operator.id }
}

/** Replaces the VIP levels as an admin does in the console. */
export async function setVipLevels(
  ctx: TestContext,
  levels: { level: number; minRechargeTotal: string }[],
): Promise<void> {
  const admin = await buildOperator(ctx, 'admin')
  const response = await ctx.call({
    method: VIP_OPS_REPLACE.method,
    url: VIP_OPS_REPLACE.path,
    token: admin.token,
    payload: { levels },
  })
  if (response.statusCode !== 200)
    throw new Error(`VIP levels refused: ${response.statusCode} ${response.body}`)
}

/** A published product; terms default to a daily plan any VIP may buy. */
export async function buildProduct(
  ctx: TestContext,
  overrides: Partial<ProductInputBody> = {},
): Promise<number> {
  const admin = await anyAdmin(ctx)
  const id = await createProduct(ctx.deps, {
    operatorId: admin,
    product: {
      name: `Plan ${++sequence}`,
      overview: 'test plan',
      description: '',
      price: '10000',
      earningAmount: '500',
      earningsCount: 30,
      claimPeriodSeconds: 86_400,
      profitRule: '1111111',
      minVip: 0,
      purchaseLimit: 100,
      featured: false,
      sort: 0,
      ...overrides,
    },
  })
  await setProductStatus(ctx.deps, { id, status: 'published', operatorId: admin })
  return id
}

/** Credits a user's balance the way production does: a recharge an operator confirms. */
export async function fundUser(ctx: TestContext, userId: number, amount: number): Promise<void> {
  const channelId = await anyChannel(ctx)
  const recharge = await inTransaction(ctx.deps.database, (tx) =>
    createRecharge(
      { ...ctx.deps, db: tx },
      {
        userId,
        recharge: { amount: String(amount), membershipNumber: 'M-TEST', payerAccount: 'P-TEST', channelId },
      },
    ),
  )
  await confirmRecharge(ctx.deps, {
    rechargeId: recharge.id,
    operatorId: await anyAdmin(ctx),
    reference: `TEST-${recharge.id}`,
  })
}

/**
 * `count` users, each funded and holding one unit of a plan at 1000 that pays 250 an hour, 10
 * times, bought as a user buys it (over the API): the holders whose receipts a test asks for.
 */
export async function buildHolders(ctx: TestContext, count: number) {
  const productId = await buildProduct(ctx, {
    name: 'Harvest Plan',
    price: '1000',
    earningAmount: '250',
    earningsCount: 10,
    claimPeriodSeconds: 3600,
  })
  const users = []
  for (let i = 0; i < count; i++) {
    const u = await buildUser(ctx)
    await fundUser(ctx, u.user.id, 1_000)
    const bought = await ctx.call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token: u.token,
      payload: { wallet: 'balance', expectedPrice: '1000' },
      headers: { 'idempotency-key': randomUUID() },
    })
    if (bought.statusCode !== 200) throw new Error(`a holder's purchase answered ${bought.body}`)
    users.push({ ...u, holdingId: bought.json<{ data: { holdingId: number } }>().data.holdingId })
  }
  return { productId, users }
}

/** An enabled payment channel (created on first use). */
export async function anyChannel(ctx: TestContext): Promise<number> {
  const db = ctx.deps.database.db
  const found = await findAnyEnabledChannel(db)
  if (found) return found.id
  return insertChannel(db, {
    name: 'Bank transfer',
    company_name: 'Harvest Payments Ltd',
    company_number: '0042-118-7',
    enabled: 1,
    sort: 0,
    created_at: ctx.clock.now(),
  })
}

export async function anyAdmin(ctx: TestContext): Promise<number> {
  const admin = await ctx.deps.database.db
    .selectFrom('operators')
    .select('id')
    .where('role', '=', 'admin')
    .executeTakeFirst()
  return (
    admin?.id ??
    (
      await createOperator(ctx.deps, {
        username: `root${++sequence}`,
        password: 'a-strong-password',
        role: 'admin',
        actorId: null,
      })
    ).id
  )
}

/** Reads a user's four balances straight from the ledger accounts. */
export async function balancesOf(ctx: TestContext, userId: number) {
  return getUserBalances(ctx.deps, userId)
}

/** The ledger checker's report over every module's money invariants, as the console runs it. */
export function checkMoney(ctx: TestContext) {
  return checkLedger(ctx.deps, moneyChecks)
}

/** A product's current price in minor units, as the app shows it and sends back when buying. */
export async function productPrice(ctx: TestContext, productId: number): Promise<string> {
  const product = await findProduct(ctx.deps.db, productId)
  if (!product) throw new Error(`no product ${productId}`)
  return String(product.price)
}

/**
 * A withdrawal body as the app sends it: the amount, the fee and the amount received it showed at
 * `feeRateBp` (the default settings' 2 %), and the password the user confirmed it with (the one
 * `buildUser` gives unless told otherwise).
 */
export function withdrawalOf(
  amount: number | string,
  {
    wallet = 'balance',
    feeRateBp = 200,
    password = DEFAULT_PASSWORD,
  }: { wallet?: 'balance' | 'revenue'; feeRateBp?: number; password?: string } = {},
) {
  const minor = Number(amount)
  const fee = withdrawalFee(minor, feeRateBp)
  return {
    amount: String(amount),
    wallet,
    expectedFee: String(fee),
    expectedActual: String(minor - fee),
    password,
  }
}

/**
 * Reverses a journal entry as the console does it now: one admin asks, a second approves (decision
 * 0058). Returns the approval's answer (200 when the mirror was posted).
 */
export async function reverseByTwoAdmins(ctx: TestContext, entryId: number, reason: string) {
  const maker = await buildOperator(ctx, 'admin')
  const checker = await buildOperator(ctx, 'admin')
  const asked = await ctx.call({
    method: 'POST',
    url: `/api/ops/ledger/entries/${entryId}/reverse`,
    token: maker.token,
    payload: { reason },
  })
  if (asked.statusCode !== 409) return asked
  const waiting = (await ctx.call({ method: 'GET', url: '/api/ops/approvals', token: checker.token })).json<{
    data: { id: number; action: string; targetId: number }[]
  }>().data
  const approval = waiting.find((a) => a.action === 'ledger.reverse' && a.targetId === entryId)
  if (!approval) return asked
  return ctx.call({ method: 'POST', url: `/api/ops/approvals/${approval.id}/approve`, token: checker.token })
}
