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

/** Something that happened `secondsAgo`, made through a service with its clock set to that moment. */
export interface PastEvent {
  secondsAgo: number
  run: (at: (secondsAgo: number) => Deps) => Promise<unknown>
}

/**
 * The demo user's money history, made through the same services as the app and the console, each
 * at its moment in the past: recharges confirmed by the operator, purchases, and income received.
 * The events (with `others`, the team's) are written oldest first, so every list shows them in the
 * order they happened.
 */
export async function seedDemoMoney(
  deps: Deps,
  ids: { userId: number; operatorId: number; channelId: number },
  others: readonly PastEvent[] = [],
): Promise<void> {
  const { userId, operatorId, channelId } = ids
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

  const events: PastEvent[] = [...others]
  const event = (secondsAgo: number, run: () => Promise<unknown>) => events.push({ secondsAgo, run })
  for (const [i, amount] of RECHARGES.entries()) {
    let rechargeId = 0
    event((15 - i) * DAY, async () => {
      const recharge = await inTransaction(deps.database, (tx) =>
        createRecharge(
          { ...at((15 - i) * DAY), db: tx },
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
      rechargeId = recharge.id
    })
    event((15 - i) * DAY - 20 * 60, () =>
      confirmRecharge(at((15 - i) * DAY - 20 * 60), {
        rechargeId,
        operatorId,
        reference: `TRF-${String(rechargeId).padStart(8, '0')}`,
      }),
    )
  }

  const holdings = new Map<string, number>()
  const buy = (secondsAgo: number, name: string, productId: number, wallet: 'balance' | 'revenue') =>
    event(secondsAgo, async () => {
      const bought = await inTransaction(deps.database, (tx) =>
        buyProduct({ ...at(secondsAgo), db: tx }, { userId, productId, wallet }),
      )
      holdings.set(name, bought.holdingId)
    })
  const receive = (secondsAgo: number, name: string) =>
    event(secondsAgo, () =>
      inTransaction(deps.database, (tx) =>
        receiveIncome({ ...at(secondsAgo), db: tx }, { userId, holdingId: holdings.get(name) ?? 0 }),
      ).catch(ignoreNothingDue),
    )

  buy(10 * DAY, 'starter', starter, 'balance')
  buy(7 * DAY, 'weekday', weekday, 'balance')
  buy(5 * DAY, 'balanced', balanced, 'balance')
  for (const daysAgo of [8, 6, 4, 2]) receive(daysAgo * DAY, 'starter')
  for (const daysAgo of [5, 3]) receive(daysAgo * DAY + HOUR, 'weekday')
  for (const daysAgo of [3, 1]) receive(daysAgo * DAY - HOUR, 'balanced')
  // Paid from what the earnings brought back into the revenue wallet.
  buy(12 * HOUR, 'quick (revenue)', quick, 'revenue')
  receive(6 * HOUR, 'starter')
  buy(HOUR, 'quick', quick, 'balance')

  // Oldest first; events at the same moment keep the order they were listed in.
  const ordered = events.map((e, i) => ({ ...e, i })).sort((a, b) => b.secondsAgo - a.secondsAgo || a.i - b.i)
  for (const e of ordered) await e.run(at)
}

/** A weekday plan may have had nothing due on a weekend day; that is not a failure of the seed. */
function ignoreNothingDue(error: unknown): void {
  if ((error as { messageKey?: string }).messageKey !== 'income.nothingDue') throw error
}
