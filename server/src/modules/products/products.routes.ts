import { buyProduct, getHome, getProduct, listProducts } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { Raw, type Router } from '../../lib/route.ts'
import { buyProduct as buy } from './buy.service.ts'
import { presentProductDetail, presentPurchase } from './products.presenter.ts'
import * as service from './products.service.ts'

export function productRoutes(route: Router, deps: Deps): void {
  route(listProducts, async ({ query, user }) =>
    user
      ? service.productPage(deps, { cursor: query.cursor, userId: user.userId })
      : new Raw(await service.anonymousProductPage(deps, query.cursor)),
  )

  route(getProduct, async ({ params, user }) => {
    const product = await service.getPublishedProduct(deps, params.id)
    return presentProductDetail(product, deps.clock.now(), await service.viewerOf(deps, user?.userId))
  })

  route(getHome, ({ user }) => service.homeSummary(deps, user?.userId))

  route(buyProduct, ({ params, body, user, once }) =>
    once(async (tx) =>
      presentPurchase(
        await buy(
          { ...deps, db: tx },
          {
            userId: user.userId,
            productId: params.id,
            wallet: body.wallet,
            expectedPrice: Number(body.expectedPrice),
          },
        ),
      ),
    ),
  )
}
