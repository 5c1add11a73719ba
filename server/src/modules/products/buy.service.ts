import { formatMoney, type PayWallet } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import type { Tx } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import type { BatchResult } from '../../lib/idempotency-batch.ts'
import { getAppConfigRow } from '../config/index.ts'
import { insertHolding, insertHoldings } from '../income/index.ts'
import { endOfSchedule, payoutSchedule } from '../income/index.ts'
import { listUsersAccounts } from '../ledger/index.ts'
import { getUserBalances, postEntries, postEntry } from '../ledger/index.ts'
import { userVipLevel } from '../vip/index.ts'
import {
  findProductTerms,
  purchaseCountsOf,
  takePurchaseSlot,
  takePurchaseSlots,
  type PurchaseTerms,
} from './products.repo.ts'
import {
  buyInOneStatement,
  buyManyInOneStatement,
  newHolding,
  type BatchedPurchase,
  type BatchedPurchaseOutcome,
} from './purchase.repo.ts'

export type { BatchedPurchase }

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
 *
 * On PostgreSQL the purchase is one statement (one round trip); on SQLite, where a statement costs
 * no round trip, it is the steps one by one. Both refuse with the same answers (decision 0045).
 */
export function buyProduct(deps: Scope & Pick<Deps, 'database'>, purchase: Purchase) {
  return deps.database.dialect === 'postgres'
    ? buyInOneRoundTrip(deps, purchase)
    : buyStepByStep(deps, purchase)
}

async function buyStepByStep(
  deps: Scope & Pick<Deps, 'database'>,
  { userId, productId, wallet, expectedPrice }: Purchase,
) {
  const { db: tx } = deps
  const now = deps.clock.now()
  // Read afresh, and kept for the batches (`batchablePurchase`), which check them again.
  const product = await onSaleOrRefuse(tx, await freshTerms(deps, productId), expectedPrice)
  // Every user has level 0: only a product that asks for more reads the user's level.
  if (product.min_vip > 0 && (await userVipLevel(deps, userId)) < product.min_vip) {
    throw new AppError('CONFLICT', 'products.vipTooLow', { values: { level: product.min_vip } })
  }
  const nth = await takePurchaseSlot(tx, userId, productId, product.purchase_limit)
  if (nth === null) throw limitReached(product)
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
    ...newHolding(userId, product, wallet, now, endOfSchedule(product, now)),
    entry_id: entryId,
  })
  return {
    holdingId,
    balances: await getUserBalances(deps, userId),
    firstEarning: payoutSchedule(product, now, 1)[0] ?? null,
  }
}

/** The refusal of a purchase past the product's limit. */
const limitReached = (terms: Pick<PurchaseTerms, 'purchase_limit'>) =>
  new AppError('CONFLICT', 'products.limitReached', { values: { limit: terms.purchase_limit } })

/**
 * What a purchase made by one statement answers (alone or in a batch): its holding, the balances
 * the statement began with and the debited wallet's balance after, and its first earning.
 */
function boughtInOneStatement(
  terms: PurchaseTerms,
  wallet: PayWallet,
  now: number,
  holdingId: number,
  balance: number,
  balancesBefore: Record<string, number>,
) {
  return {
    holdingId,
    balances: { ...NO_BALANCES, ...balancesBefore, [wallet]: balance },
    firstEarning: payoutSchedule(terms, now, 1)[0] ?? null,
  }
}

function onSale(product: Pick<PurchaseTerms, 'status' | 'price'>, expectedPrice?: number): boolean {
  return product.status === 'published' && (expectedPrice === undefined || expectedPrice === product.price)
}

/** The product, if on sale at the price the user was shown; else its refusal (404, or 409 with the price). */
async function onSaleOrRefuse<P extends Pick<PurchaseTerms, 'status' | 'price'>>(
  tx: Tx,
  product: P | undefined,
  expectedPrice?: number,
): Promise<P> {
  if (!product || product.status !== 'published') throw new AppError('NOT_FOUND', 'products.notFound')
  if (!onSale(product, expectedPrice)) {
    const { currency } = await getAppConfigRow(tx)
    throw new AppError('CONFLICT', 'products.priceChanged', {
      values: { price: formatMoney(product.price, currency) },
    })
  }
  return product
}

/**
 * The terms each process last read of each product, by database. Never trusted alone: the purchase
 * statement buys only if the row still has exactly these terms, and a miss reads them again, so an
 * edit holds at once in every process.
 */
const termsCaches = new WeakMap<object, Map<number, PurchaseTerms>>()
const MAX_CACHED_TERMS = 1000
const NO_BALANCES = { balance: 0, revenue: 0, points: 0, withdraw_hold: 0 }

async function freshTerms(deps: Pick<Deps, 'database' | 'db'>, productId: number) {
  let cache = termsCaches.get(deps.database.db)
  if (!cache || cache.size >= MAX_CACHED_TERMS) termsCaches.set(deps.database.db, (cache = new Map()))
  const terms = await findProductTerms(deps.db, productId)
  if (terms) cache.set(productId, terms)
  else cache.delete(productId)
  return terms
}

/** The purchase as one statement (PostgreSQL): the terms from the cache, checked by the statement. */
async function buyInOneRoundTrip(
  deps: Scope & Pick<Deps, 'database'>,
  { userId, productId, wallet, expectedPrice }: Purchase,
) {
  const { db: tx } = deps
  const now = deps.clock.now()
  // Cached terms may only lead to a purchase the statement confirms; a refusal is made on fresh ones.
  let cached = termsCaches.get(deps.database.db)?.get(productId)
  if (!cached || !onSale(cached, expectedPrice)) cached = await freshTerms(deps, productId)
  for (let attempt = 0; ; attempt++) {
    const terms = await onSaleOrRefuse(tx, cached, expectedPrice)
    const bought = await buyInOneStatement(tx, {
      userId,
      wallet,
      terms,
      now,
      endsAt: endOfSchedule(terms, now),
    })
    if (!bought.current) {
      // Edited since this process read it: read it again. An edit per round trip is no sale.
      if (attempt >= 2) throw new AppError('UNAVAILABLE')
      cached = await freshTerms(deps, productId)
      continue
    }
    if (!bought.allowed)
      throw new AppError('CONFLICT', 'products.vipTooLow', { values: { level: terms.min_vip } })
    if (bought.nth === null) throw limitReached(terms)
    // The slot was taken and the debit refused: throwing rolls the slot back with the rest.
    if (bought.balance === null || bought.holding_id === null)
      throw new AppError('CONFLICT', 'ledger.insufficientFunds')
    return boughtInOneStatement(terms, wallet, now, bought.holding_id, bought.balance, bought.balances_before)
  }
}

/** What a purchase answers: the new holding, the user's balances after it, its first earning. */
export type Bought = Awaited<ReturnType<typeof buyProduct>>

/**
 * The purchase as a batch may carry it (decisions 0048 and 0049): when this process holds the
 * product's terms, on sale at the price the user was shown, for a product that asks no VIP level.
 * Otherwise (a first look at the product, a price to refuse, a level to read) it goes the one-by-one
 * way: `undefined`.
 */
export function batchablePurchase(
  deps: Pick<Deps, 'database' | 'clock'>,
  { userId, productId, wallet, expectedPrice }: Purchase,
): BatchedPurchase | undefined {
  const terms = termsCaches.get(deps.database.db)?.get(productId)
  if (!terms || terms.min_vip > 0 || !onSale(terms, expectedPrice)) return undefined
  const now = deps.clock.now()
  return { userId, wallet, terms, now, endsAt: endOfSchedule(terms, now) }
}

/**
 * Many users' purchases, inside the batch's transaction: each one's answer, its refusal, or `alone`
 * (its terms changed: it goes the one-by-one way, which reads them again). On PostgreSQL one
 * statement (decision 0048), on SQLite a statement for each step of the whole batch (decision
 * 0049). Throws when a purchase was half made, so the batch rolls back (see `buyManyInOneStatement`).
 */
export async function buyMany(
  deps: Pick<Deps, 'database'>,
  tx: Tx,
  purchases: readonly BatchedPurchase[],
): Promise<BatchResult<Bought>[]> {
  const outcomes =
    deps.database.dialect === 'postgres'
      ? await buyManyInOneStatement(tx, purchases)
      : await buyManyStepwise({ db: tx }, purchases)
  return purchases.map((p, i): BatchResult<Bought> => {
    const bought = outcomes[i]
    const t = p.terms
    if (!bought?.on_sale) return { alone: true }
    if ((bought.purchases_seen ?? 0) >= t.purchase_limit) return { refused: limitReached(t) }
    if ((bought.balance_seen ?? 0) < t.price)
      return { refused: new AppError('CONFLICT', 'ledger.insufficientFunds') }
    if (bought.nth === null || bought.balance === null || bought.holding_id === null)
      throw new Error('a batched purchase was half made: its rows changed since the statement looked')
    return {
      ok: boughtInOneStatement(t, p.wallet, p.now, bought.holding_id, bought.balance, bought.balances_before),
    }
  })
}

/**
 * The batch's purchases on SQLite (decision 0049), with the outcomes `buyManyInOneStatement` gives:
 * one look at the products, the users' accounts and their purchase counts, then the slots, the
 * entries (debits, headers, postings) and the holdings of every purchase that can be made, a
 * statement each for the whole batch. The batch's transaction holds SQLite's one write lock, so the
 * writes find what the look saw.
 */
async function buyManyStepwise(
  deps: Pick<Scope, 'db'>,
  purchases: readonly BatchedPurchase[],
): Promise<BatchedPurchaseOutcome[]> {
  const { db: tx } = deps
  const current = new Map<number, PurchaseTerms | undefined>()
  for (const id of new Set(purchases.map((p) => p.terms.id))) current.set(id, await findProductTerms(tx, id))
  const accounts = await listUsersAccounts(
    tx,
    purchases.map((p) => p.userId),
  )
  const pairs = purchases.map((p) => ({ userId: p.userId, productId: p.terms.id }))
  const counts = await purchaseCountsOf(tx, pairs)

  const looks = purchases.map((p) => {
    const mine = accounts.filter((a) => a.user_id === p.userId)
    const wallet = mine.find((a) => a.kind === p.wallet)
    const purchasesSeen = counts.get(`${p.userId}:${p.terms.id}`) ?? 0
    const onSale =
      sameTerms(current.get(p.terms.id), p.terms) && p.terms.min_vip === 0 && wallet !== undefined
    return {
      p,
      onSale,
      purchasesSeen,
      balanceSeen: wallet?.balance ?? null,
      balancesBefore: Object.fromEntries(mine.map((a) => [a.kind, a.balance])),
      go: onSale && purchasesSeen < p.terms.purchase_limit && (wallet?.balance ?? 0) >= p.terms.price,
    }
  })
  const going = looks.filter((look) => look.go).map((look) => look.p)
  const slots = await takePurchaseSlots(
    tx,
    going.map((p) => ({ userId: p.userId, productId: p.terms.id })),
  )
  if (slots.size !== going.length) throw new Error('a batched purchase found its slot taken')
  const entries = going.map((p) => ({
    kind: 'purchase',
    reference: `purchase:u${p.userId}:p${p.terms.id}:${slots.get(`${p.userId}:${p.terms.id}`)}`,
    userId: p.userId,
    actor: `user:${p.userId}`,
    reason: `buy ${p.terms.name}`,
    now: p.now,
    lines: [
      { account: { user: p.userId, kind: p.wallet }, amount: -p.terms.price },
      { account: { system: 'sales' as const }, amount: p.terms.price },
    ],
  }))
  const entryIds = await postEntries(deps, entries)
  const holdings = await insertHoldings(
    tx,
    going.map((p, i) => ({
      ...newHolding(p.userId, p.terms, p.wallet, p.now, p.endsAt),
      entry_id: entryIds[i] as number,
    })),
  )
  const made = new Map(
    going.map((p, i) => {
      const entryId = entryIds[i] as number
      return [p.userId, { entryId, holdingId: holdings.get(entryId) ?? null }]
    }),
  )
  return looks.map(({ p, onSale, purchasesSeen, balanceSeen, balancesBefore }) => {
    const mine = made.get(p.userId)
    return {
      on_sale: onSale,
      purchases_seen: purchasesSeen,
      balance_seen: balanceSeen,
      nth: mine ? (slots.get(`${p.userId}:${p.terms.id}`) ?? null) : null,
      balance: mine && balanceSeen !== null ? balanceSeen - p.terms.price : null,
      holding_id: mine?.holdingId ?? null,
      balances_before: balancesBefore,
    }
  })
}

/** The product's row still has the terms this process holds, and is on sale. */
function sameTerms(row: PurchaseTerms | undefined, held: PurchaseTerms): boolean {
  return (
    row !== undefined &&
    row.status === 'published' &&
    (Object.keys(held) as (keyof PurchaseTerms)[]).every((key) => row[key] === held[key])
  )
}
