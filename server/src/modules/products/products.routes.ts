import { PRODUCTS_BUY, contentLocaleOf, PRODUCTS_HOME, PRODUCTS_GET, PRODUCTS_LIST } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { BatchedEffect } from '../../lib/idempotency-batch.ts'
import { batchOf, Raw, type Router } from '../../lib/route.ts'
import {
  batchablePurchase,
  buyMany,
  buyProduct as buy,
  type BatchedPurchase,
  type Purchase,
} from './buy.service.ts'
import { presentProductDetail, presentPurchase } from './products.presenter.ts'
import * as service from './products.service.ts'

export function productRoutes(route: Router, deps: Deps): void {
  // Names and descriptions come in the caller's language: an HTTP cache must keep one reply per language.
  route(PRODUCTS_LIST, async ({ query, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    const language = contentLocaleOf(locale)
    return user
      ? service.productPage(deps, { cursor: query.cursor, userId: user.userId, locale: language })
      : new Raw(await service.anonymousProductPage(deps, query.cursor, language))
  })

  route(PRODUCTS_GET, async ({ params, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    const product = await service.getPublishedProduct(deps, params.id, contentLocaleOf(locale))
    return presentProductDetail(product, deps.clock.now(), await service.viewerOf(deps, user?.userId))
  })

  route(PRODUCTS_HOME, ({ user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return service.homeSummary(deps, user?.userId, contentLocaleOf(locale))
  })

  // Purchases that arrive together share statements (decisions 0048 and 0049).
  const purchases: BatchedEffect<BatchedPurchase, ReturnType<typeof presentPurchase>> = {
    runMany: async (tx, jobs) =>
      (
        await buyMany(
          deps,
          tx,
          jobs.map((job) => job.input),
        )
      ).map((result) => ('ok' in result ? { ok: presentPurchase(result.ok) } : result)),
  }
  route(PRODUCTS_BUY, ({ params, body, user, once }) => {
    const purchase: Purchase = {
      userId: user.userId,
      productId: params.id,
      wallet: body.wallet,
      expectedPrice: Number(body.expectedPrice),
    }
    const batchable = batchablePurchase(deps, purchase)
    return once(
      async (tx) => presentPurchase(await buy({ ...deps, db: tx }, purchase)),
      batchable && batchOf(purchases, batchable),
    )
  })
}
