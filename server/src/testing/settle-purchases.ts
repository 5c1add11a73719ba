import { expect } from 'vitest'
import { buyProduct, pathOf } from '@app/contracts'
import { PRICE, type World } from './money-world.ts'
import { send, type Answer, type Server } from './server-process.ts'

/**
 * Purchases that got no answer (the process died), or the 503 of a server already closing, were
 * not acknowledged: sent again with their keys after the restart, each either replays (it committed
 * before the stop) or runs now. How many stand committed afterwards.
 */
export async function settleUnacknowledged(
  server: Server,
  user: World['users'][number],
  productId: number,
  mine: { key: string; answer: Answer | undefined }[],
): Promise<number> {
  let committed = 0
  for (const a of mine.filter((m) => m.answer?.status !== 200)) {
    const again = await send(server.base, {
      method: buyProduct.method,
      path: pathOf(buyProduct, { id: productId }),
      token: user.token,
      body: { wallet: 'balance', expectedPrice: String(PRICE) },
      key: a.key,
    })
    expect(again?.status).toBe(200)
    committed += 1
  }
  return committed
}
