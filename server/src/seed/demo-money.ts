import type { Deps } from '../deps.ts'
import { inTransaction } from '../db/transaction.ts'
import { receiveAllIncome, receiveIncome } from '../modules/income/index.ts'
import { buyProduct, createProduct, setProductStatus } from '../modules/products/index.ts'
import { replaceVipLevels } from '../modules/vip/index.ts'
import { confirmRecharge, createRecharge } from '../modules/wallet/index.ts'
import { DEMO_PRODUCTS, DEMO_VIP_LEVELS } from './demo-products.ts'

const DAY = 86_400
const HOUR = 3_600

/** How long ago the demo user joined: their history begins a few days after. */
export const DEMO_JOINED_DAYS_AGO = 120

/**
 * Recharges of the demo user in the last two weeks, in minor units, one a day (14,500.00 in all);
 * with the two of their first weeks (1,500.00), 16,000.00: VIP 1, as before the history was longer.
 */
const RECHARGES = [
  50000, 150000, 100000, 100000, 150000, 100000, 100000, 150000, 100000, 150000, 100000, 50000, 50000, 50000,
  50000,
]

/**
 * The first weeks' recharges: 1,000.00 (VIP 1, which the first plans need) and 500.00, together the
 * price of the two plans bought the next day each time.
 */
const FIRST_RECHARGES = [
  { daysAgo: 118, amount: 100000 },
  { daysAgo: 112, amount: 50000 },
]

/**
 * The days (ago) the demo user opened the app in the months before the last two weeks and received
 * everything due at once: every two or three days, at different hours, from the first plan's first
 * earnings until the last of those plans had paid everything.
 */
const VISITS = Array.from({ length: 41 }, (_, i) => 116 - Math.floor((i * 5) / 2)).filter((d) => d >= 16)

/** Something that happened `secondsAgo`, made through a service with its clock set to that moment. */
export interface PastEvent {
  secondsAgo: number
  run: (at: (secondsAgo: number) => Deps) => Promise<unknown>
}

/**
 * The demo user's money history over four months, made through the same services as the app and the
 * console, each at its moment in the past: recharges confirmed by the operator, purchases of several
 * plans, and earnings received on many days (thousands of them, from the two-minute plan). The
 * events (with `others`, the team's) are written oldest first, so every list shows them in the
 * order they happened. The last two weeks end where the browser journeys expect the wallets:
 * 14,350.00 in the balance, under 100.00 (and over 50.00) in Revenue, VIP 1, no receipt account.
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
  /** A recharge asked for, and confirmed by the operator twenty minutes later. */
  const recharge = (secondsAgo: number, amount: number) => {
    let rechargeId = 0
    event(secondsAgo, async () => {
      const asked = await inTransaction(deps.database, (tx) =>
        createRecharge(
          { ...at(secondsAgo), db: tx },
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
      rechargeId = asked.id
    })
    event(secondsAgo - 20 * 60, () =>
      confirmRecharge(at(secondsAgo - 20 * 60), {
        rechargeId,
        operatorId,
        reference: `TRF-${String(rechargeId).padStart(8, '0')}`,
      }),
    )
  }
  for (const first of FIRST_RECHARGES) recharge(first.daysAgo * DAY + 10 * HOUR, first.amount)
  for (const [i, amount] of RECHARGES.entries()) recharge((15 - i) * DAY, amount)

  const holdings = new Map<string, number>()
  const buy = (secondsAgo: number, name: string, productId: number, wallet: 'balance' | 'revenue') =>
    event(secondsAgo, async () => {
      const bought = await inTransaction(deps.database, (tx) =>
        buyProduct({ ...at(secondsAgo), db: tx }, { userId, productId, wallet }),
      )
      holdings.set(name, bought.holdingId)
    })
  /** A visit that receives everything due, as Receive all does (nothing due: nothing happens). */
  const receiveAll = (secondsAgo: number) =>
    event(secondsAgo, () =>
      inTransaction(deps.database, (tx) => receiveAllIncome({ ...at(secondsAgo), db: tx }, { userId })).catch(
        ignoreNothingDue,
      ),
    )
  const receive = (secondsAgo: number, name: string) =>
    event(secondsAgo, () =>
      inTransaction(deps.database, (tx) =>
        receiveIncome({ ...at(secondsAgo), db: tx }, { userId, holdingId: holdings.get(name) ?? 0 }),
      ).catch(ignoreNothingDue),
    )

  // The months before: two plans from the first recharges, then plans paid from what the earnings
  // brought back into Revenue, three of them the two-minute plan (thousands of earnings). Everything
  // they paid is received by the last visit; the money came back into Revenue, and from there paid
  // for two of the plans of the last two weeks.
  buy(117 * DAY + 9 * HOUR, 'weekday (first)', weekday, 'balance')
  buy(111 * DAY + 9 * HOUR, 'balanced (first)', balanced, 'balance')
  buy(100 * DAY + 20 * HOUR, 'quick (first)', quick, 'revenue')
  buy(90 * DAY + 19 * HOUR, 'weekday (second)', weekday, 'revenue')
  buy(60 * DAY + 21 * HOUR, 'quick (second)', quick, 'revenue')
  buy(30 * DAY + 18 * HOUR, 'quick (third)', quick, 'revenue')
  for (const daysAgo of VISITS) receiveAll(daysAgo * DAY + (7 + (daysAgo % 6) * 2) * HOUR)

  // The last two weeks.
  buy(10 * DAY, 'starter', starter, 'balance')
  buy(7 * DAY, 'weekday', weekday, 'revenue')
  buy(5 * DAY, 'balanced', balanced, 'revenue')
  for (const daysAgo of [8, 6, 4, 2]) receive(daysAgo * DAY, 'starter')
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
