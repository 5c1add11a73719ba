import { formatMoney, type PayWallet } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { getAppConfigRow } from '../config/config.repo.ts'
import { insertHolding } from '../income/holdings.repo.ts'
import { endOfSchedule, payoutSchedule } from '../income/schedule.ts'
import { getUserBalances, postEntry } from '../ledger/ledger.service.ts'
import { userVipLevel } from '../vip/vip.service.ts'
import { findProduct, takePurchaseSlot } from './products.repo.ts'

export interface Purchase {
  userId: number
  productId: number
  wallet: PayWallet
  /**
   * The price the user was shown (minor units): a different price now is refused with 409, so an
   * edit between seeing and buying never charges what the user did not agree to. Only in-process
   * callers (the demo data) leave it out.
   */
  expectedPrice?: number
}

/**
 * Buys one unit of a product, inside the caller's transaction (`deps.db` is the open `tx`): VIP at
 * least the product's minimum, purchases within its limit, and the price debited from the chosen
 * wallet by the entry that creates the holding. The holding copies the terms, so a later edit of
 * the product does not change it. Returns the new holding, the user's balances after it and the
 * holding's first earning (the schedule the product showed, counted from this purchase).
 */
export async function buyProduct(deps: Scope, { userId, productId, wallet, expectedPrice }: Purchase) {
  const { db: tx } = deps
  const now = deps.clock.now()
  const product = await findProduct(tx, productId)
  if (!product || product.status !== 'published') throw new AppError('NOT_FOUND', 'products.notFound')
  if (expectedPrice !== undefined && expectedPrice !== product.price) {
    const { currency } = await getAppConfigRow(tx)
    throw new AppError('CONFLICT', 'products.priceChanged', {
      values: { price: formatMoney(product.price, currency) },
    })
  }
  // Every user has level 0: only a product that asks for more reads the user's level.
  if (product.min_vip > 0 && (await userVipLevel(deps, userId)) < product.min_vip) {
    throw new AppError('CONFLICT', 'products.vipTooLow', { values: { level: product.min_vip } })
  }
  const nth = await takePurchaseSlot(tx, userId, productId, product.purchase_limit)
  if (nth === null)
    throw new AppError('CONFLICT', 'products.limitReached', { values: { limit: product.purchase_limit } })
  const entryId = await postEntry(deps, {
    kind: 'purchase',
    reference: `purchase:u${userId}:p${productId}:${nth}`,
    userId,
    actor: `user:${userId}`,
    reason: `buy ${product.name}`,
    now,
    lines: [
      { account: { user: userId, kind: wallet }, amount: -product.price },
      { account: { system: 'sales' }, amount: product.price },
    ],
  })
  const holdingId = await insertHolding(tx, {
    user_id: userId,
    product_id: product.id,
    product_name: product.name,
    price: product.price,
    earning_amount: product.earning_amount,
    earnings_count: product.earnings_count,
    claim_period_seconds: product.claim_period_seconds,
    profit_rule: product.profit_rule,
    min_vip: product.min_vip,
    purchase_limit: product.purchase_limit,
    pay_wallet: wallet,
    purchased_at: now,
    ends_at: endOfSchedule(product, now),
    collected_count: 0,
    collected_amount: 0,
    frozen: 0,
    entry_id: entryId,
  })
  return {
    holdingId,
    balances: await getUserBalances(deps, userId),
    firstEarning: payoutSchedule(product, now, 1)[0] ?? null,
  }
}
