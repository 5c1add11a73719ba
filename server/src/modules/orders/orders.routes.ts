import { listOrders } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import type { Router } from '../../lib/route.ts'
import { listUserPurchases } from '../income/holdings.repo.ts'
import { presentOrder } from './orders.presenter.ts'

/** Orders: every purchase, newest first (the holdings income keeps). */
export function orderRoutes(route: Router, deps: Deps): void {
  route(listOrders, async ({ query, user }) => {
    const rows = await listUserPurchases(deps.db, user.userId, query.cursor, PAGE_SIZE + 1)
    const now = deps.clock.now()
    return toPage(rows, PAGE_SIZE, (row) => presentOrder(row, now))
  })
}
