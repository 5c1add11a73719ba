import type { ServerModule } from '../../lib/route.ts'
import { accountOpsRoutes } from './account.ops.routes.ts'
import { accountRoutes } from './account.routes.ts'
import { receiptRoutes } from './receipt.routes.ts'

export const accountModule: ServerModule = {
  routes: [accountRoutes, receiptRoutes, accountOpsRoutes],
}
