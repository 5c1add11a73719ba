import type { FastifyInstance } from 'fastify'
import type { OrderRow } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { PAGE_SIZE, parseCursor, toPage } from '../../lib/paging.ts'
import { ok } from '../../lib/reply.ts'
import { requireUser, userOf } from '../auth/guards.ts'
import { holdingStatus } from '../income/holdings.presenter.ts'

/** Orders: every purchase, newest first. */
export async function orderRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get<{ Querystring: { cursor?: string } }>(
    '/api/orders',
    { preHandler: requireUser(deps) },
    async (request) => {
      const cursor = parseCursor(request.query.cursor)
      let query = deps.database.db
        .selectFrom('holdings')
        .select(['id', 'product_name', 'price', 'pay_wallet', 'purchased_at', 'frozen', 'ends_at'])
        .where('user_id', '=', userOf(request).userId)
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE + 1)
      if (cursor !== undefined) query = query.where('id', '<', cursor)
      const now = deps.clock.now()
      return ok(
        toPage(await query.execute(), PAGE_SIZE, (r): OrderRow => ({
          id: r.id,
          productName: r.product_name,
          price: String(r.price),
          payWallet: r.pay_wallet,
          purchasedAt: r.purchased_at,
          status: holdingStatus(r, now),
        })),
      )
    },
  )
}
