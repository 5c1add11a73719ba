import {
  PRODUCTS_OPS_CREATE,
  PRODUCTS_OPS_GET_TEXTS,
  PRODUCTS_OPS_LIST,
  PRODUCTS_OPS_PUBLISH,
  PRODUCTS_OPS_SAVE_TEXTS,
  PRODUCTS_OPS_UNPUBLISH,
  PRODUCTS_OPS_UPDATE,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as service from './products.ops.service.ts'
import { getProductTexts, saveTexts } from './product-texts.service.ts'

/** Products in the console. */
export function productOpsRoutes(route: Router, deps: Deps): void {
  route(PRODUCTS_OPS_LIST, () => service.listProductsForConsole(deps))

  route(PRODUCTS_OPS_CREATE, async ({ body, operator }) => {
    const id = await service.createProduct(deps, { product: body, operatorId: operator.operatorId })
    return service.getProductForConsole(deps, id)
  })

  route(PRODUCTS_OPS_UPDATE, async ({ params, body, operator }) => {
    await service.updateProduct(deps, { id: params.id, product: body, operatorId: operator.operatorId })
    return service.getProductForConsole(deps, params.id)
  })

  route(PRODUCTS_OPS_PUBLISH, async ({ params, operator }) => {
    await service.setProductStatus(deps, {
      id: params.id,
      status: 'published',
      operatorId: operator.operatorId,
    })
    return service.getProductForConsole(deps, params.id)
  })

  route(PRODUCTS_OPS_UNPUBLISH, async ({ params, operator }) => {
    await service.setProductStatus(deps, {
      id: params.id,
      status: 'unpublished',
      operatorId: operator.operatorId,
    })
    return service.getProductForConsole(deps, params.id)
  })

  route(PRODUCTS_OPS_GET_TEXTS, ({ params }) => getProductTexts(deps, params.id))

  route(PRODUCTS_OPS_SAVE_TEXTS, async ({ params, body, operator }) => {
    await saveTexts(deps, {
      id: params.id,
      locale: params.locale,
      texts: body,
      operatorId: operator.operatorId,
    })
    return getProductTexts(deps, params.id)
  })
}
