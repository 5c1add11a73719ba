import type { ServerModule } from '../../lib/route.ts'
import { productRoutes } from './products.routes.ts'
import { productOpsRoutes } from './products.ops.routes.ts'

export const productsModule: ServerModule = {
  routes: [productRoutes, productOpsRoutes],
}
