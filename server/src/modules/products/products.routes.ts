import type { FastifyInstance } from 'fastify'
import { buyBody } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { TtlCache } from '../../lib/ttl-cache.ts'
import { runOnce } from '../../lib/idempotency.ts'
import { PAGE_SIZE } from '../../lib/paging.ts'
import { ok } from '../../lib/reply.ts'
import { translate } from '../../lib/i18n.ts'
import { parseWith } from '../../lib/validate.ts'
import { requireUser, userOf } from '../auth/guards.ts'
import { optionalUser } from '../auth/optional-user.ts'
import { parseId } from '../ops/operators.routes.ts'
import { userVipLevel } from '../wallet/vip.ts'
import { buyProduct } from './buy.service.ts'
import { presentProduct, presentProductDetail, type Viewer } from './products.presenter.ts'
import { findProduct, listPublished, publishedGeneration, purchasesByProduct } from './products.repo.ts'

/** Cursor of the product list: "sort:id" of the last product shown. */
function parseProductCursor(value: unknown): { sort: number; id: number } | null {
  const match = typeof value === 'string' ? /^(-?[0-9]{1,9}):([1-9][0-9]{0,14})$/.exec(value) : null
  return match ? { sort: Number(match[1]), id: Number(match[2]) } : null
}

export async function productRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const anonymousPages = new TtlCache<string>(1000)
  const viewerOf = async (userId: number | undefined): Promise<Viewer | null> =>
    userId === undefined
      ? null
      : { vipLevel: await userVipLevel(db, userId), purchases: await purchasesByProduct(db, userId) }

  const pageOf = async (cursor: string | undefined, userId: number | undefined) => {
    const rows = await listPublished(db, parseProductCursor(cursor), PAGE_SIZE + 1)
    const viewer = await viewerOf(userId)
    const now = deps.clock.now()
    const items = rows.slice(0, PAGE_SIZE)
    const last = items[items.length - 1]
    return ok({
      items: items.map((r) => presentProduct(r, now, viewer)),
      next: rows.length > PAGE_SIZE && last ? `${last.sort}:${last.id}` : null,
    })
  }

  // Everyone who is not signed in sees the same page: it is kept serialised for a second, like the
  // rows it is made of. A signed-in user's page carries their purchases and VIP, so it is made fresh.
  app.get<{ Querystring: { cursor?: string } }>('/api/products', async (request, reply) => {
    const user = await optionalUser(deps, request)
    if (user) return pageOf(request.query.cursor, user.userId)
    const cursor = typeof request.query.cursor === 'string' ? request.query.cursor : ''
    const body = await anonymousPages.get(`${publishedGeneration()}:${cursor}`, async () =>
      JSON.stringify(await pageOf(cursor, undefined)),
    )
    return reply.type('application/json; charset=utf-8').send(body)
  })

  app.get<{ Params: { id: string } }>('/api/products/:id', async (request) => {
    const product = await findProduct(db, parseId(request.params.id))
    if (!product || product.status !== 'published') throw new AppError('NOT_FOUND', 'products.notFound')
    const user = await optionalUser(deps, request)
    return ok(presentProductDetail(product, deps.clock.now(), await viewerOf(user?.userId)))
  })

  app.post<{ Params: { id: string } }>(
    '/api/products/:id/buy',
    { preHandler: requireUser(deps) },
    async (request, reply) => {
      const productId = parseId(request.params.id)
      const body = parseWith(buyBody, request.body)
      const { userId } = userOf(request)
      return runOnce(deps, request, reply, userId, async (tx) =>
        ok(
          await buyProduct(tx, userId, productId, body, deps.clock.now()),
          translate(request.locale, 'products.bought'),
        ),
      )
    },
  )
}
