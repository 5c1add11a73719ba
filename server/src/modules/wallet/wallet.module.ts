import type { ServerModule } from '../../lib/route.ts'
import { walletRoutes } from './wallet.routes.ts'
import { rechargeRoutes } from './recharges.routes.ts'
import { rechargeOpsRoutes } from './recharges.ops.routes.ts'
import { withdrawalRoutes } from './withdrawals.routes.ts'
import { withdrawalOpsRoutes } from './withdrawals.ops.routes.ts'
import { settingsOpsRoutes } from './settings.ops.routes.ts'
import { approvalOpsRoutes } from './approvals.ops.routes.ts'
import { walletExportOpsRoutes } from './exports.ops.routes.ts'
import { userRequestsOpsRoutes } from './user-requests.ops.routes.ts'

export const walletModule: ServerModule = {
  routes: [
    walletRoutes,
    rechargeRoutes,
    withdrawalRoutes,
    rechargeOpsRoutes,
    withdrawalOpsRoutes,
    settingsOpsRoutes,
    approvalOpsRoutes,
    walletExportOpsRoutes,
    userRequestsOpsRoutes,
  ],
}
