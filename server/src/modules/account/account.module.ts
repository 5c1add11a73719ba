import type { ServerModule } from '../../lib/route.ts'
import { accountRoutes } from './account.routes.ts'
import { receiptRoutes } from './receipt.routes.ts'
import { opsUserRoutes } from './account.ops.routes.ts'

export const accountModule: ServerModule = {
  plugins: [accountRoutes, receiptRoutes, opsUserRoutes],
}
