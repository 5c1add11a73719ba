import type { ServerModule } from '../../lib/route.ts'
import { ledgerRoutes } from './ledger.ops.routes.ts'
import { ledgerUserRoutes } from './ledger-users.ops.routes.ts'

export const ledgerModule: ServerModule = {
  plugins: [ledgerRoutes, ledgerUserRoutes],
}
