import type { ServerModule } from '../../lib/route.ts'
import { walletRoutes } from './activity/wallet.routes.ts'
import { rechargeRoutes } from './recharges/recharges.routes.ts'
import { rechargeOpsRoutes } from './recharges/recharges.ops.routes.ts'
import { withdrawalRoutes } from './withdrawals/withdrawals.routes.ts'
import { withdrawalOpsRoutes } from './withdrawals/withdrawals.ops.routes.ts'
import { settingsOpsRoutes } from './settings/settings.ops.routes.ts'
import { approvalOpsRoutes } from './approvals/index.ts'
import { APPROVED_ACTIONS } from './approved-actions.ts'
import { walletExportOpsRoutes } from './exports/exports.ops.routes.ts'
import { userRequestsOpsRoutes } from './queues/user-requests.ops.routes.ts'

export const walletModule: ServerModule = {
  routes: [
    walletRoutes,
    rechargeRoutes,
    withdrawalRoutes,
    rechargeOpsRoutes,
    withdrawalOpsRoutes,
    settingsOpsRoutes,
    approvalOpsRoutes(APPROVED_ACTIONS),
    walletExportOpsRoutes,
    userRequestsOpsRoutes,
  ],
}
