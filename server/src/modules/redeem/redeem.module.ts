import type { ServerModule } from '../../lib/route.ts'
import { redeemRoutes } from './redeem.routes.ts'

export const redeemModule: ServerModule = {
  plugins: [redeemRoutes],
}
