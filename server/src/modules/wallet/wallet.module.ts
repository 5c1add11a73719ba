import type { ServerModule } from '../../lib/route.ts'
import { walletRoutes } from './wallet.routes.ts'
import { rechargeRoutes } from './recharges.routes.ts'
import { withdrawalRoutes } from './withdrawals.routes.ts'
import { pointRoutes } from './points.routes.ts'
import { walletSettingsRoutes } from './wallet-settings.routes.ts'

export const walletModule: ServerModule = {
  plugins: [walletRoutes, rechargeRoutes, withdrawalRoutes, pointRoutes, walletSettingsRoutes],
}
