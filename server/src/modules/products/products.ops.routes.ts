import {
  opsCreateProduct,
  opsListProducts,
  opsPublishProduct,
  opsUnpublishProduct,
  opsUpdateProduct,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as service from './products.ops.service.ts'

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
}
