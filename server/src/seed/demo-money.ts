import type { Deps } from '../deps.ts'
import { inTransaction } from '../db/transaction.ts'
import { receiveIncome } from '../modules/income/receive.service.ts'
import { buyProduct } from '../modules/products/buy.service.ts'
import { createProduct, setProductStatus } from '../modules/products/products.ops.service.ts'
import { replaceVipLevels } from '../modules/vip/vip.service.ts'
import { confirmRecharge, createRecharge } from '../modules/wallet/recharges.service.ts'
import { DEMO_PRODUCTS, DEMO_VIP_LEVELS } from './demo-products.ts'

const DAY = 86_400
const HOUR = 3_600

/** Recharges of the demo user, in minor units, one a day over the last two weeks (16,000.00 in all). */
const RECHARGES = [
  200000, 150000, 100000, 100000, 150000, 100000, 100000, 150000, 100000, 150000, 100000, 50000, 50000, 50000,
  50000,
]

/**
 * The demo user's money history, made through the same services as the app and the console, each
 * at its moment in the past: recharges confirmed by the operator, purchases, and income received.
 */
export async function seedDemoMoney(
  deps: Deps,
  userId: number,
  operatorId: number,
  channelId: number,
): Promise<void> {
  const now = deps.clock.now()
  const at = (secondsAgo: number): Deps => ({ ...deps, clock: { now: () => now - secondsAgo } })
  await replaceVipLevels(deps, { levels: DEMO_VIP_LEVELS, operatorId })
  const productIds: number[] = []
  for (const product of DEMO_PRODUCTS) {
    const id = await createProduct(deps, { product, operatorId })
    await setProductStatus(deps, { id, status: 'published', operatorId })
    productIds.push(id)
  }
  const [starter, quick, weekday, balanced] = productIds as [number, number, number, number]

  for (const [i, amount] of RECHARGES.entries()) {
    const when = at((15 - i) * DAY)
    const recharge = await inTransaction(deps.database, (tx) =>
      createRecharge(
        { ...when, db: tx },
        {
          userId,
          recharge: {
            amount: String(amount),
            membershipNumber: 'M-1000-0001',
            payerAccount: '6222000011112222',
            channelId,
          },
        },
      ),
    )
    await confirmRecharge(at((15 - i) * DAY - 20 * 60), { rechargeId: recharge.id, operatorId })
  }

  const buy = (secondsAgo: number, productId: number, wallet: 'balance' | 'revenue') =>
    inTransaction(deps.database, (tx) =>
      buyProduct({ ...at(secondsAgo), db: tx }, { userId, productId, wallet }),
    )
  const receive = (secondsAgo: number, holdingId: number) =>
    inTransaction(deps.database, (tx) => receiveIncome({ ...at(secondsAgo), db: tx }, { userId, holdingId }))

  const starterHolding = (await buy(10 * DAY, starter, 'balance')).holdingId
  const weekdayHolding = (await buy(7 * DAY, weekday, 'balance')).holdingId
  const balancedHolding = (await buy(5 * DAY, balanced, 'balance')).holdingId
  for (const daysAgo of [8, 6, 4, 2]) await receive(daysAgo * DAY, starterHolding)
  for (const daysAgo of [5, 3]) await receive(daysAgo * DAY + HOUR, weekdayHolding).catch(ignoreNothingDue)
  for (const daysAgo of [3, 1]) await receive(daysAgo * DAY - HOUR, balancedHolding)
  await buy(1 * DAY, starter, 'revenue')
  await buy(HOUR, quick, 'balance')
}

/** A weekday plan may have had nothing due on a weekend day; that is not a failure of the seed. */
function ignoreNothingDue(error: unknown): void {
  if ((error as { messageKey?: string }).messageKey !== 'income.nothingDue') throw error
}
