import type { ContentLocale, OrderRow, Page } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { listUserPurchases, namedIn, type Naming } from '../income/index.ts'
import { presentOrder } from './orders.presenter.ts'

/**
 * One page of a user's orders (every purchase, as income keeps it), newest first after `cursor`,
 * named in `locale`.
 */
export async function listOrders(
  deps: Scope & Naming,
  { userId, cursor, locale }: { userId: number; cursor: number | undefined; locale: ContentLocale | null },
): Promise<Page<OrderRow>> {
  const rows = await listUserPurchases(deps.db, userId, cursor, PAGE_SIZE + 1)
  const now = deps.clock.now()
  return toPage(await namedIn(deps, rows, locale), PAGE_SIZE, (row) => presentOrder(row, now))
}
