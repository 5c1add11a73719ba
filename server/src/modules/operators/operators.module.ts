import type { ServerModule } from '../../lib/route.ts'
import { operatorRoutes } from './operators.routes.ts'

export const operatorsModule: ServerModule = {
  plugins: [operatorRoutes],
}
