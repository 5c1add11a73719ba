import { expect } from 'vitest'
import { PRODUCTS_BUY, WALLET_SUMMARY, LEDGER_OPS_CHECK, pathOf } from '@app/contracts'
import { FUNDS, PRICE, type World } from './money-world.ts'
import { send, type Answer, type Server } from './server-process.ts'

/** A purchase sent before a stop: whose, with which key, and the answer it got (none if cut off). */
export interface SentPurchase {
  userId: number
  key: string
  answer: Answer | undefined
}

const purchase = (world: World, user: World['users'][number], key: string) => ({
  method: PRODUCTS_BUY.method,
  path: pathOf(PRODUCTS_BUY, { id: world.productId }),
  token: user.token,
  body: { wallet: 'balance', expectedPrice: String(PRICE) },
  key,
})

/**
 * After a stop and a restart, for each of `users`: every purchase answered 200 replays its stored
 * answer (it was committed); every other one, sent again with its key, replays (it committed before
 * the stop) or runs now; and the balance equals the funds less what stands committed (none lost,
 * none applied twice). Then the ledger check holds: nothing is half written.
 */
export async function expectEveryPurchaseOnce(
  server: Server,
  world: World,
  users: World['users'],
  sent: SentPurchase[],
): Promise<void> {
  for (const user of users) {
    const mine = sent.filter((s) => s.userId === user.id)
    const acked = mine.filter((s) => s.answer?.status === 200)
    for (const s of acked)
      expect((await send(server.base, purchase(world, user, s.key)))?.replayed, s.key).toBe(true)
    for (const s of mine.filter((m) => m.answer?.status !== 200))
      expect((await send(server.base, purchase(world, user, s.key)))?.status, s.key).toBe(200)
    const wallet = await send(server.base, { method: 'GET', path: WALLET_SUMMARY.path, token: user.token })
    expect(Number((wallet?.body as { data: { balance: string } }).data.balance)).toBe(
      FUNDS - mine.length * PRICE,
    )
  }
  const check = await send(server.base, {
    method: 'GET',
    path: LEDGER_OPS_CHECK.path,
    token: world.operatorToken,
  })
  expect((check?.body as { data: { ok: boolean } }).data.ok).toBe(true)
}
