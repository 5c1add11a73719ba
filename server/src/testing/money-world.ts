/**
 * A world of money for tests and benchmarks against a real server process, made in process before
 * the server starts: users with money and a receipt account, an operator, a product and a channel,
 * and the model of every user's balance.
 */
import { ACCOUNT_SAVE_RECEIPT } from '@app/contracts'
import type { Dialect } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { anyChannel, buildOperator, buildProduct, buildUser, fundUser } from './factories.ts'
import { newDatabase } from './server-process.ts'
import { inProcessServer } from './in-process.ts'

export const USERS = 8
export const FUNDS = 10_000_000
export const PRICE = 700

export interface World {
  dialect: Dialect
  env: NodeJS.ProcessEnv
  users: { id: number; token: string }[]
  operatorToken: string
  productId: number
  channelId: number
  model: Map<number, number>
  pendingRecharges: { id: number; userId: number; amount: number }[]
  pendingWithdrawals: { id: number; userId: number; amount: number }[]
  drop: () => Promise<void>
}

/** Makes the world in a new database, or in `made` (one servers already started on). */
export async function prepare(
  dialect: Dialect,
  made?: Awaited<ReturnType<typeof newDatabase>>,
): Promise<World> {
  const { database, env, drop } = made ?? (await newDatabase(dialect))
  await migrateToLatest(database)
  const { app, ctx } = await inProcessServer(database)
  // Room for many withdrawals a day, of any size the script sends.
  await database.db
    .updateTable('money_settings')
    // One operator funds and pays every user alone: the limits on operators are another test's.
    .set({
      withdraw_daily_count: 1_000_000,
      withdraw_min: 1000,
      withdraw_max: 1_000_000,
      approval_cap: 0,
      recharge_max: 0,
      operator_daily_cap: 0,
    })
    .execute()
  const operator = await buildOperator(ctx, 'admin')
  const productId = await buildProduct(ctx, { price: String(PRICE), purchaseLimit: 100_000 })
  const channelId = await anyChannel(ctx)
  const users = []
  const model = new Map<number, number>()
  for (let i = 0; i < USERS; i++) {
    const u = await buildUser(ctx)
    await fundUser(ctx, u.user.id, FUNDS)
    const receipt = await ctx.call({
      method: ACCOUNT_SAVE_RECEIPT.method,
      url: ACCOUNT_SAVE_RECEIPT.path,
      token: u.token,
      payload: {
        accountNumber: '1234567890',
        receiverName: 'Crash Test',
        method: 'Bank',
        password: u.password,
      },
    } as never)
    if (receipt.statusCode !== 200) throw new Error(`receipt account: ${receipt.body}`)
    users.push({ id: u.user.id, token: u.token })
    model.set(u.user.id, FUNDS)
  }
  await app.close()
  await database.close()
  return {
    dialect,
    env,
    users,
    operatorToken: operator.token,
    productId,
    channelId,
    model,
    pendingRecharges: [],
    pendingWithdrawals: [],
    drop,
  }
}
