import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorMessageKey } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import { translate } from '../../../lib/i18n.ts'
import { countLimitRefusal, countLimitStoreFailure } from '../../../lib/metrics.ts'
import { redisLimitStore } from './api-limit-redis.ts'
import { databaseLimitStore, memoryLimitStore, type LimitStore } from './api-limit-store.ts'
import { addressKey } from './rate-limit.service.ts'

const WINDOW_SECONDS = 60

/**
 * Requests per minute per address, shared by every process through `store`, and cheap per request:
 * a process takes hits from the shared window in small batches (1% of the limit) and spends them
 * from memory, so the store sees about one call per hundred requests of a busy address. Processes
 * together never admit more than the limit; a batch a process has not spent when the minute ends is
 * lost, so with N processes an address may be refused up to (N − 1)% early.
 */
export class SharedMinuteLimit {
  private window = -1
  private readonly left = new Map<string, number>()
  private readonly full = new Set<string>()
  private readonly pending = new Map<string, Promise<void>>()
  private readonly batch: number

  constructor(
    private readonly store: LimitStore,
    private readonly limit: number,
    private readonly now: () => number,
    /** Told of each failed call to the store (the limiter counts in `fallback` and goes on). */
    private readonly onStoreFailure: (error: unknown) => void = () => undefined,
    private readonly fallback: LimitStore = memoryLimitStore(),
  ) {
    this.batch = Math.max(1, Math.floor(limit / 100))
  }

  /** The start of the current window (seconds). */
  windowStart(): number {
    const now = this.now()
    return now - (now % WINDOW_SECONDS)
  }

  /** Counts one request of `key`; false when its window is used up. */
  async admit(key: string): Promise<boolean> {
    for (;;) {
      const start = this.windowStart()
      if (start !== this.window) this.roll(start)
      const left = this.left.get(key) ?? 0
      if (left > 0) {
        this.left.set(key, left - 1)
        return true
      }
      if (this.full.has(key)) return false
      let refill = this.pending.get(key)
      if (!refill) {
        refill = this.refill(key, start).finally(() => this.pending.delete(key))
        this.pending.set(key, refill)
      }
      await refill
    }
  }

  private roll(start: number): void {
    this.window = start
    this.left.clear()
    this.full.clear()
  }

  private async refill(key: string, start: number): Promise<void> {
    let granted: number
    try {
      granted = await this.store.take(`api:${key}`, start, this.batch, this.limit)
    } catch (error) {
      // A store that does not answer does not take the API down with it, nor turns the limit off:
      // the batch is counted in this process alone (decision 0072), and the failure is counted.
      this.onStoreFailure(error)
      granted = await this.fallback.take(`api:${key}`, start, this.batch, this.limit)
    }
    if (start !== this.window) return
    if (granted === 0) this.full.add(key)
    else this.left.set(key, (this.left.get(key) ?? 0) + granted)
  }
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')

/**
 * Whether a request is for the API (or the chat socket under it): only those are ever limited. The
 * router decodes the path (`/%61pi/…` reaches `/api/…`), so both the matched route and the decoded
 * path are looked at.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url
  if (route !== undefined && isApiPath(route)) return true
  try {
    return isApiPath(decodeURIComponent(request.url))
  } catch {
    return isApiPath(request.url)
  }
}

/** A browser asking for a page (the API reference, a link opened by hand) gets a page back. */
function wantsPage(request: FastifyRequest): boolean {
  return /\btext\/html\b/i.test(request.headers.accept ?? '')
}

function refuse(request: FastifyRequest, reply: FastifyReply, retryAfter: number): FastifyReply {
  const message = translate(request.locale, errorMessageKey.RATE_LIMITED)
  reply.code(429).header('retry-after', String(retryAfter))
  if (wantsPage(request)) {
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>429</title></head><body><p>${escapeHtml(message)}</p></body></html>`,
      )
  }
  return reply.send({ code: 429, msg: message, data: { error: 'RATE_LIMITED' } })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** How often a failing store is logged: every failure is counted, one line a minute says so. */
const FAILURE_LOG_SECONDS = 60

/**
 * Counts each failed call of the store (`app_limit_store_failures_total`) and writes an `error`
 * line for the first failure and then at most once a minute, with how many failed since: a limiter
 * that fails open is seen to, not silent. The line names the error's kind, never a key (a key
 * holds an address).
 */
function storeFailureReport(app: FastifyInstance, store: 'redis' | 'database'): (error: unknown) => void {
  let loggedAt = -Infinity
  let since = 0
  return (error) => {
    countLimitStoreFailure(store)
    since += 1
    const now = Date.now() / 1000
    if (now - loggedAt < FAILURE_LOG_SECONDS) return
    const kind = error instanceof Error ? ((error as { code?: string }).code ?? error.name) : typeof error
    app.log.error(
      { event: 'limit-store', store, failures: since, error: kind },
      "the general limit's store failed: requests are counted in this process alone",
    )
    loggedAt = now
    since = 0
  }
}

/**
 * The general limit on `/api/*`: `RATE_LIMIT_PER_MINUTE` requests per minute per address (an IPv6
 * client's /64), counted in Redis when `REDIS_URL` is set, else in the database. The app's page,
 * scripts, styles, icons and the console are static files and are never limited. Returns whether
 * its Redis answers, for readiness (undefined without Redis).
 */
export function installApiLimit(app: FastifyInstance, deps: Deps): (() => 'up' | 'down') | undefined {
  const perMinute = deps.env.rateLimitPerMinute
  if (perMinute <= 0) return undefined
  const kind = deps.env.redisUrl ? 'redis' : 'database'
  const redis = deps.env.redisUrl ? redisLimitStore(deps.env.redisUrl, app.log) : undefined
  const store = redis ?? databaseLimitStore(deps)
  const limit = new SharedMinuteLimit(store, perMinute, () => deps.clock.now(), storeFailureReport(app, kind))
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return
    if (await limit.admit(addressKey(request.ip))) return
    countLimitRefusal('api')
    return refuse(request, reply, limit.windowStart() + WINDOW_SECONDS - deps.clock.now())
  })
  app.addHook('onClose', () => store.close())
  return redis ? () => (redis.up() ? 'up' : 'down') : undefined
}
