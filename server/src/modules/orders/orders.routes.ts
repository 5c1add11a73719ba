import { listOrders } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as service from './orders.service.ts'

/** Orders: every purchase, newest first (the holdings income keeps). */
export function orderRoutes(route: Router, deps: Deps): void {
  route(listOrders, ({ query, user }) =>
    service.listOrders(deps, { userId: user.userId, cursor: query.cursor }),
  )
}
