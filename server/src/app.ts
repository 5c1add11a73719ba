import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import fastifyStatic from '@fastify/static'
import { chatOriginOf, type Locale } from '@app/contracts'
import { PLATFORM_LIVE, PLATFORM_READY } from '@app/contracts/platform'
import { isDatabaseReady } from './db/database.ts'
import type { Deps } from './deps.ts'
import type { ServerEnv } from './env.ts'
import { docsRoutes } from './docs/docs.routes.ts'
import { installDrain, type Drain } from './lib/drain.ts'
import { installErrorHandler, sendError } from './lib/error-handler.ts'
import { installConsoleOrigin } from './lib/console-origin.ts'
import { installRequestLog, requestIdOf } from './lib/logger.ts'
import {
  inlineScriptHashes,
  installSecurityHeaders,
  SECURITY_HEADERS,
  type PageKind,
  type TrustedSources,
} from './lib/security-headers.ts'
import { installChatCors } from './realtime/cors.ts'
import { acquireLive, releaseLive, type LiveHealth } from './realtime/live.ts'
import { socketPlugin } from './realtime/socket.plugin.ts'
import { socketSetup } from './socket-setup.ts'
import { localeFrom } from './lib/i18n.ts'
import { installHttpMetrics } from './lib/metrics.ts'
import { installMetricsRoute } from './lib/metrics-endpoint.ts'
import { authGuards, authModule, installApiLimit } from './modules/auth/index.ts'
import { createRouter, Raw, type ServerModule } from './lib/route.ts'
import { accountModule } from './modules/account/index.ts'
import { announcementImageOrigins, announcementsModule } from './modules/announcements/index.ts'
import { auditModule } from './modules/audit/index.ts'
import { chatModule } from './modules/chat/index.ts'
import { configModule, getSiteSettings } from './modules/config/index.ts'
import { incomeModule } from './modules/income/index.ts'
import { ledgerModule } from './modules/ledger/index.ts'
import { notificationsModule } from './modules/notifications/index.ts'
import { operatorsModule } from './modules/operators/index.ts'
import { ordersModule } from './modules/orders/index.ts'
import { productsModule } from './modules/products/index.ts'
import { redeemModule } from './modules/redeem/index.ts'
import { teamModule } from './modules/team/index.ts'
import { vipModule } from './modules/vip/index.ts'
import { reverseEntry, walletModule } from './modules/wallet/index.ts'
import { listWebviewHosts, webviewModule } from './modules/webview/index.ts'
import { moneyChecks } from './money-checks.ts'
import { dashboardQueues } from './dashboard-queues.ts'
import { ledgerEntryNames } from './ledger-entry-names.ts'

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
  }
  interface FastifyInstance {
    /** Every route the server answers, as registered (method and URL pattern). */
    routeTable: { method: string; url: string }[]
    /** The stop's first step: answers close their connections, readiness says 503 (`lib/drain.ts`). */
    drain: Drain
  }
}

/** Every module of the server; each names its endpoints in its `<module>.module.ts`. */
const MODULES: ServerModule[] = [
  accountModule,
  announcementsModule,
  auditModule(async (deps) => (await getSiteSettings(deps)).currency),
  authModule,
  chatModule,
  configModule,
  incomeModule,
  ledgerModule(
    moneyChecks,
    dashboardQueues,
    async (deps) => (await getSiteSettings(deps)).currency,
    ledgerEntryNames,
    reverseEntry,
  ),
  notificationsModule,
  operatorsModule,
  ordersModule,
  productsModule,
  redeemModule,
  teamModule,
  vipModule,
  walletModule,
  webviewModule,
]

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const WEB_DIST = path.join(root, 'web/dist')
export const ADMIN_DIST = path.join(root, 'admin/dist')

export interface AppOptions {
  /** Where the server logs, one JSON line per request (see `lib/logger.ts`); none when absent. */
  logger?: FastifyBaseLogger
  /** Check every reply against its declared schema (tests): a mismatch answers 500 and says why. */
  checkReplies?: boolean
  /** Where the built app and console are (tests may point at their own files). */
  clients?: { web: string; admin: string }
  /** How long a socket may wait for a whole request, and stay silent (tests shorten them). */
  timeouts?: { requestMs: number; connectionMs: number }
}

/**
 * A request must arrive whole within 30 s (Node checks every 30 s, so a slow body is cut within a
 * minute), and a socket silent for 90 s is closed: longer than the 72 s keep-alive, so an idle
 * keep-alive socket a balancer holds is ended by the server's keep-alive, and longer than the chat
 * socket's 30 s pings.
 */
export const SERVER_TIMEOUTS = { requestMs: 30_000, connectionMs: 90_000 }

/** Builds the HTTP server: security headers, one error vocabulary, the API, the app and the console. */
export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per request, written by `installRequestLog` when the reply is done.
    logController: new LogController({ disableRequestLogging: true }),
    // The caller's or the proxy's X-Request-Id when it is plain, else a new one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 64 * 1024,
    requestTimeout: (options.timeouts ?? SERVER_TIMEOUTS).requestMs,
    connectionTimeout: (options.timeouts ?? SERVER_TIMEOUTS).connectionMs,
    trustProxy: trustedProxies(deps.env.trustProxy),
    // A path that does not decode, or a param too long, is answered by the one error handler too.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply.headers(SECURITY_HEADERS)),
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
  const drain = installDrain(app)
  app.decorate('drain', drain)
  installRequestLog(app)
  installErrorHandler(app)
  installHttpMetrics(app)
  const clients = options.clients ?? { web: WEB_DIST, admin: ADMIN_DIST }
  // The app's page carries one inline script (the landing script): the policy names it by its hash.
  const scriptHashes = inlineScriptHashes(path.join(clients.web, 'index.html'))
  installSecurityHeaders(app, async (page) => ({ ...(await trustedSources(deps, page)), scriptHashes }))
  // For the chat's endpoints wherever they are registered: the app may call them on a chat host.
  installChatCors(app, deps.env.allowedOrigins)
  // With a console origin of its own, the console answers there and the app never does.
  installConsoleOrigin(app, deps.env.consoleOrigin)
  // Only `/api/*` is limited: the app's page, scripts, styles and icons never are.
  const limitRedis = installApiLimit(app, deps)
  // The live events of the database: the transport between processes and the outbox's relay.
  const live = acquireLive(deps.database, { redisUrl: deps.env.redisUrl, log: app.log })
  app.addHook('onClose', () => releaseLive(deps.database))

  const route = createRouter(app, deps, authGuards(deps), { checkReplies: options.checkReplies ?? false })
  route(PLATFORM_LIVE, async () => ({ status: 'ok' as const }))
  // A process that is stopping says so, so a balancer that asks sends it nothing new.
  route(PLATFORM_READY, async () => {
    const up =
      !drain.draining &&
      (await isDatabaseReady(deps.database)) &&
      (deps.replica === undefined || (await isDatabaseReady(deps.replica)))
    if (!up) return new Raw('{"status":"unavailable"}', { status: 503 })
    const pool = deps.database.pool?.()
    return readiness(await live.health().catch(() => undefined), limitRedis?.(), pool)
  })
  for (const module of MODULES) {
    for (const routes of module.routes ?? []) routes(route, deps)
    for (const plugin of module.plugins ?? []) await app.register(async (scope) => plugin(scope, deps))
  }
  // The app's one socket: chat and notifications are channels on it.
  await app.register(async (scope) => socketPlugin(scope, deps, socketSetup(deps)))
  if (deps.env.apiDocs) docsRoutes(route)
  installMetricsRoute(app, deps.env)
  await serveClients(app, clients)
  return app
}

/** An outbox whose oldest event waits longer than this is not draining: readiness says degraded. */
const OUTBOX_BEHIND_SECONDS = 30

/**
 * The database answers (the caller checked). Redis away, a lost live-events listener or an outbox
 * that is not draining make the process `degraded` but still ready (decision 0072): every process
 * shares them, so taking each out of the balancer would turn a partial outage into a whole one.
 */
function readiness(
  live: LiveHealth | undefined,
  limitRedis: 'up' | 'down' | undefined,
  pool: { total: number; idle: number; waiting: number } | undefined,
) {
  const redisDown = limitRedis === 'down' || live?.redis === 'down'
  const redis =
    limitRedis === undefined && live?.redis === undefined ? {} : { redis: redisDown ? 'down' : 'up' }
  const behind = live === undefined || live.listener === 'down' || live.oldestSeconds > OUTBOX_BEHIND_SECONDS
  const liveEvents = live ?? { transport: 'memory', listener: 'down', backlog: 0, oldestSeconds: 0 }
  return {
    status: redisDown || behind ? ('degraded' as const) : ('ok' as const),
    checks: {
      database: 'up' as const,
      ...(pool ? { pool } : {}),
      ...(redis as { redis?: 'up' | 'down' }),
      liveEvents: {
        transport: liveEvents.transport,
        listener: liveEvents.listener,
        backlog: liveEvents.backlog,
        oldestSeconds: liveEvents.oldestSeconds,
      },
    },
  }
}

/**
 * `TRUST_PROXY` as Fastify takes it: a hop count trusts that many proxies nearest the server (the
 * client's address is the one they appended to `X-Forwarded-For`); a list trusts those addresses.
 */
function trustedProxies(
  setting: ServerEnv['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting
  return (_address, hop) => hop < setting
}

/**
 * What the pages' content-security policy names besides the server itself: the chat host (only when
 * it is a valid https origin, whatever is stored), the web-view allow-list and the announcements'
 * image hosts (published announcements' only on the app's pages).
 */
async function trustedSources(deps: Deps, page: PageKind): Promise<Omit<TrustedSources, 'scriptHashes'>> {
  const [settings, hosts, imageOrigins] = await Promise.all([
    getSiteSettings(deps),
    listWebviewHosts(deps),
    announcementImageOrigins(deps, { drafts: page === 'console' }),
  ])
  return {
    chatOrigin: chatOriginOf(settings.chat_url) ?? '',
    frameHosts: hosts.map((row) => row.host),
    imageOrigins,
  }
}

/** A content-hashed build file: its name changes whenever its bytes do. */
const HASHED = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/

/**
 * Content-hashed files are cached for a year and never revalidated; everything else (the page, the
 * service worker, the manifest and icons) is revalidated by its ETag on every use, so a release is
 * picked up at once.
 */
export function cacheHeaderFor(file: string): string {
  return HASHED.test(file.replaceAll('\\', '/').replace(/\.(?:br|gz)$/, ''))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache'
}

/**
 * The built app at `/` and the console at `/admin/`, when they have been built: the Brotli or gzip
 * copy the build wrote beside each text file when the browser accepts it (never compressed per
 * request), with the cache header of `cacheHeaderFor`.
 */
async function serveClients(app: FastifyInstance, dist: { web: string; admin: string }): Promise<void> {
  const files = {
    wildcard: true,
    // A list, not a string: with pre-compressed copies the plugin looks the index up in a list only.
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) =>
      void reply.header('cache-control', cacheHeaderFor(file)),
  }
  if (fs.existsSync(dist.web)) await app.register(fastifyStatic, { ...files, root: dist.web, prefix: '/' })
  if (fs.existsSync(dist.admin)) {
    await app.register(fastifyStatic, { ...files, root: dist.admin, prefix: '/admin/', decorateReply: false })
    app.get('/admin', (_request, reply) => reply.redirect('/admin/'))
  }
}
