import type { ServerModule } from '../../lib/route.ts'
import { orderRoutes } from './orders.routes.ts'

export const ordersModule: ServerModule = {
  routes: [orderRoutes],
}
