import type { FastifyInstance } from 'fastify'
import { webviewCheckQuery, webviewHostBody, webviewHostSchema, type WebviewHostRow } from '@app/contracts'
import * as z from 'zod/mini'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { operatorOf, requireOperator } from '../auth/guards.ts'
import { listHosts } from './webview.repo.ts'
import { addWebviewHost, checkWebviewUrl, removeWebviewHost } from './webview.service.ts'

const present = (r: Awaited<ReturnType<typeof listHosts>>[number]): WebviewHostRow => ({
  host: r.host,
  note: r.note,
  createdBy: r.username,
  createdAt: r.created_at,
})

const hostParam = z.strictObject({ host: webviewHostSchema })

/** The embedded page's address check (anyone), and the allow-list in the console (admin). */
export async function webviewRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const adminOnly = requireOperator(deps, ['admin'])

  app.get<{ Querystring: { url?: unknown } }>('/api/webview/check', async (request) => {
    const { url } = parseWith(webviewCheckQuery, { url: request.query.url })
    return ok(await checkWebviewUrl(db, url))
  })

  app.get('/api/ops/webview-hosts', { preHandler: adminOnly }, async () =>
    ok((await listHosts(db)).map(present)),
  )

  app.post('/api/ops/webview-hosts', { preHandler: adminOnly }, async (request) => {
    const body = parseWith(webviewHostBody, request.body)
    await addWebviewHost(deps, body, operatorOf(request).operatorId)
    const [row] = await listHosts(db, body.host)
    if (!row) throw new AppError('NOT_FOUND')
    return ok(present(row))
  })

  app.delete<{ Params: { host: string } }>(
    '/api/ops/webview-hosts/:host',
    { preHandler: adminOnly },
    async (request) => {
      const parsed = hostParam.safeParse({ host: request.params.host })
      if (!parsed.success) throw new AppError('NOT_FOUND')
      await removeWebviewHost(deps, parsed.data.host, operatorOf(request).operatorId)
      return ok(null)
    },
  )
}
