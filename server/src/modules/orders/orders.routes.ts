import { contentLocaleOf, ORDERS_LIST } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as service from './orders.service.ts'

/** Orders: every purchase, newest first (the holdings income keeps). */
export function orderRoutes(route: Router, deps: Deps): void {
  // Products are named in the caller's language: an HTTP cache must keep one reply per language.
  route(ORDERS_LIST, ({ query, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return service.listOrders(deps, {
      userId: user.userId,
      cursor: query.cursor,
      locale: contentLocaleOf(locale),
    })
  })
}
