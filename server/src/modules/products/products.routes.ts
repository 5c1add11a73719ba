import { PRODUCTS_BUY, contentLocaleOf, PRODUCTS_HOME, PRODUCTS_GET, PRODUCTS_LIST } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { Raw, type Router } from '../../lib/route.ts'
import { purchaseRequest, type Purchase } from './buy.service.ts'
import { presentProductDetail } from './products.presenter.ts'
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

  route(PRODUCTS_BUY, ({ params, body, user, once }) => {
    const purchase: Purchase = {
      userId: user.userId,
      productId: params.id,
      wallet: body.wallet,
      expectedPrice: Number(body.expectedPrice),
    }
    const { effect, batch } = purchaseRequest(deps, purchase)
    return once(effect, batch)
  })
}
