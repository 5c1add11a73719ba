import type { ServerModule } from '../../lib/route.ts'
import { redeemRoutes } from './redeem.routes.ts'
import { redeemOpsRoutes } from './redeem.ops.routes.ts'

export const redeemModule: ServerModule = {
  routes: [redeemRoutes, redeemOpsRoutes],
}
