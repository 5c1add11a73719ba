import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import { sql } from 'kysely'
import type { Locale } from '@app/contracts'
import type { Deps } from './deps.ts'
import { installErrorHandler } from './lib/error-handler.ts'
import { installSecurityHeaders } from './lib/security-headers.ts'
import { localeFrom } from './lib/i18n.ts'
import { accountRoutes } from './modules/account/account.routes.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { configRoutes } from './modules/config/config.routes.ts'
import { auditOpsRoutes } from './modules/audit/audit.ops.routes.ts'
import { authGuards } from './modules/auth/guards.ts'
import { createRouter, type Router } from './lib/route.ts'
import { invitationRoutes } from './modules/ops/invitations.routes.ts'
import { operatorRoutes } from './modules/ops/operators.routes.ts'
import { siteRoutes } from './modules/ops/site.routes.ts'
import { incomeRoutes } from './modules/income/income.routes.ts'
import { orderRoutes } from './modules/orders/orders.routes.ts'
import { productRoutes } from './modules/products/products.routes.ts'
import { productOpsRoutes } from './modules/products/products.ops.routes.ts'
import { vipRoutes } from './modules/vip/vip.routes.ts'
import { vipOpsRoutes } from './modules/vip/vip.ops.routes.ts'
import { walletRoutes } from './modules/wallet/wallet.routes.ts'
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts'
import { receiptRoutes } from './modules/account/receipt.routes.ts'
import { opsUserRoutes } from './modules/ops/users.routes.ts'
import { redeemRoutes } from './modules/redeem/redeem.routes.ts'
import { pointRoutes } from './modules/wallet/points.routes.ts'
import { rechargeRoutes } from './modules/wallet/recharges.routes.ts'
import { walletSettingsRoutes } from './modules/wallet/wallet-settings.routes.ts'
import { withdrawalRoutes } from './modules/wallet/withdrawals.routes.ts'
import { announcementRoutes } from './modules/announcements/announcements.routes.ts'
import { opsAnnouncementRoutes } from './modules/announcements/ops-announcements.routes.ts'
import { webviewRoutes } from './modules/webview/webview.routes.ts'
import { teamRoutes } from './modules/team/team.routes.ts'
import { chatPlugin } from './modules/chat/chat.plugin.ts'

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
  }
  interface FastifyInstance {
    /** Every route the server answers, as registered (method and URL pattern). */
    routeTable: { method: string; url: string }[]
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const WEB_DIST = path.join(root, 'web/dist')
export const ADMIN_DIST = path.join(root, 'admin/dist')

export interface AppOptions {
  logger?: boolean
  /** Check every reply against its declared schema (tests): a mismatch answers 500 and says why. */
  checkReplies?: boolean
}

/** Builds the HTTP server: security headers, one error vocabulary, the API, the app and the console. */
export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: deps.env.trustProxy,
  })
  const routeTable: { method: string; url: string }[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url })
  })
  // JSON only: any other body type is answered 415.
  app.removeContentTypeParser('text/plain')
  // The caller's language, read from Accept-Language only when a message needs it.
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return localeFrom(this.headers['accept-language'])
    },
  })
  installErrorHandler(app)
  installSecurityHeaders(app)
  if (deps.env.rateLimitPerMinute > 0) {
    await app.register(rateLimit, { max: deps.env.rateLimitPerMinute, timeWindow: 60_000, allowList: [] })
  }

  app.get('/health/live', async () => ({ status: 'ok' }))
  app.get('/health/ready', async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.database.db)
      return { status: 'ok' }
    } catch {
      return reply.status(503).send({ status: 'unavailable' })
    }
  })

  for (const routes of [
    configRoutes,
    authRoutes,
    accountRoutes,
    incomeRoutes,
    orderRoutes,
    walletRoutes,
    receiptRoutes,
    rechargeRoutes,
    withdrawalRoutes,
    pointRoutes,
    redeemRoutes,
    walletSettingsRoutes,
    opsUserRoutes,
    operatorRoutes,
    siteRoutes,
    invitationRoutes,
    ledgerRoutes,
    announcementRoutes,
    opsAnnouncementRoutes,
    webviewRoutes,
    teamRoutes,
    chatPlugin,
  ]) {
    await app.register(async (scope) => routes(scope, deps))
  }
  // Every module's endpoints, bound to their declarations in @app/contracts.
  const modules: ((route: Router, deps: Deps) => void)[] = [
    productRoutes,
    productOpsRoutes,
    vipRoutes,
    vipOpsRoutes,
    auditOpsRoutes,
  ]
  await app.register(async (scope) => {
    const route = createRouter(scope, deps, authGuards(deps), { checkReplies: options.checkReplies ?? false })
    for (const routes of modules) routes(route, deps)
  })
  await serveClients(app)
  return app
}

/** The built app at `/` and the console at `/admin/`, when they have been built. */
async function serveClients(app: FastifyInstance): Promise<void> {
  if (fs.existsSync(WEB_DIST))
    await app.register(fastifyStatic, { root: WEB_DIST, prefix: '/', wildcard: true, index: 'index.html' })
  if (fs.existsSync(ADMIN_DIST)) {
    await app.register(fastifyStatic, {
      root: ADMIN_DIST,
      prefix: '/admin/',
      decorateReply: false,
      wildcard: true,
      index: 'index.html',
    })
    app.get('/admin', (_request, reply) => reply.redirect('/admin/'))
  }
}
