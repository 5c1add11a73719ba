import {
  opsCreateProduct,
  opsGetProductTexts,
  opsListProducts,
  opsPublishProduct,
  opsSaveProductTexts,
  opsUnpublishProduct,
  opsUpdateProduct,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as service from './products.ops.service.ts'
import { getProductTexts, saveTexts } from './product-texts.service.ts'

/** Products in the console. */
export function productOpsRoutes(route: Router, deps: Deps): void {
  route(opsListProducts, () => service.listProductsForConsole(deps))

  route(opsCreateProduct, async ({ body, operator }) => {
    const id = await service.createProduct(deps, { product: body, operatorId: operator.operatorId })
    return service.getProductForConsole(deps, id)
  })

  route(opsUpdateProduct, async ({ params, body, operator }) => {
    await service.updateProduct(deps, { id: params.id, product: body, operatorId: operator.operatorId })
    return service.getProductForConsole(deps, params.id)
  })

  route(opsPublishProduct, async ({ params, operator }) => {
    await service.setProductStatus(deps, {
      id: params.id,
      status: 'published',
      operatorId: operator.operatorId,
    })
    return service.getProductForConsole(deps, params.id)
  })

  route(opsUnpublishProduct, async ({ params, operator }) => {
    await service.setProductStatus(deps, {
      id: params.id,
      status: 'unpublished',
      operatorId: operator.operatorId,
    })
    return service.getProductForConsole(deps, params.id)
  })

  route(opsGetProductTexts, ({ params }) => getProductTexts(deps, params.id))

  route(opsSaveProductTexts, async ({ params, body, operator }) => {
    await saveTexts(deps, {
      id: params.id,
      locale: params.locale,
      texts: body,
      operatorId: operator.operatorId,
    })
    return getProductTexts(deps, params.id)
  })
}
