import net from 'node:net'
import path from 'node:path'

/** Everything the server reads from its environment, read once at start-up. */
export interface ServerEnv {
  production: boolean
  host: string
  port: number
  dataDir: string
  /** `postgres://…` selects PostgreSQL; unset means embedded SQLite under `dataDir`. */
  databaseUrl: string | undefined
  /** Demo data goes only into an empty database, and never in production. */
  seedDemo: boolean
  firstOperator: { username: string; password: string } | undefined
  sms: { provider: 'log' } | { provider: 'webhook'; url: string; token: string | undefined }
  /** `ALLOW_OUTBOX_SMS=1`: production may run without an SMS gateway (texts kept, codes hidden, none sent). */
  allowOutboxSms: boolean
  /**
   * Requests per minute per address on `/api/*` (static files are never limited); 0 turns the
   * general limiter off. Counted in the database, or in Redis with `REDIS_URL`, so every server
   * process shares one total.
   */
  rateLimitPerMinute: number
  /**
   * Which proxies may name the client's address in `X-Forwarded-For`: a hop count, or the proxies'
   * own addresses and CIDRs; `false` trusts none. Never "every hop" (a client could then choose
   * its own address).
   */
  trustProxy: false | number | string[]
  /** `redis://…`: the general limiter counts there instead of in the database. */
  redisUrl: string | undefined
  /** Origins a browser may open a chat socket from (besides the server's own). */
  allowedOrigins: string[]
  /** Serve the API reference at `/api/docs`: always outside production, in production only when asked. */
  apiDocs: boolean
  /** Hours withdrawals wait after the receipt account is changed to another destination (0: none). */
  receiptCooldownHours: number
  /** `METRICS_TOKEN`: `/metrics` is served on the app's port to a bearer of this token. */
  metricsToken: string | undefined
  /** `METRICS_PORT`: `/metrics` is served on this port too, apart from the app's. */
  metricsPort: number | undefined
}

/**
 * Requests per minute per address on the API. One carrier-grade NAT address can carry a few
 * hundred active users; at about 20 API calls a minute each, 300 of them fit in 6,000.
 */
export const DEFAULT_API_LIMIT_PER_MINUTE = 6000

/** Throws with one line that says what is wrong (start-up prints it and stops). */
export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const production = source.NODE_ENV === 'production'
  const smsUrl = source.SMS_WEBHOOK_URL
  return {
    production,
    host: source.HOST || '127.0.0.1',
    port: toInt(source.PORT, 8080),
    dataDir: path.resolve(source.DATA_DIR || 'data'),
    databaseUrl: source.DATABASE_URL || undefined,
    seedDemo: !production && source.SEED_DEMO !== '0',
    firstOperator:
      source.ADMIN_USERNAME && source.ADMIN_PASSWORD
        ? { username: source.ADMIN_USERNAME, password: source.ADMIN_PASSWORD }
        : undefined,
    sms: smsUrl ? { provider: 'webhook', url: smsUrl, token: source.SMS_WEBHOOK_TOKEN } : { provider: 'log' },
    allowOutboxSms: source.ALLOW_OUTBOX_SMS === '1',
    rateLimitPerMinute: toInt(source.RATE_LIMIT_PER_MINUTE, DEFAULT_API_LIMIT_PER_MINUTE),
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    redisUrl: source.REDIS_URL || undefined,
    allowedOrigins: (source.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    apiDocs: !production || source.API_DOCS === '1',
    receiptCooldownHours: toInt(source.RECEIPT_COOLDOWN_HOURS, 24),
    metricsToken: source.METRICS_TOKEN || undefined,
    metricsPort: parseMetricsPort(source.METRICS_PORT),
  }
}

/** `METRICS_PORT`: unset or empty serves no separate port; anything but a port number stops start-up. */
function parseMetricsPort(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined
  const port = Number(text)
  if (/^[0-9]+$/.test(text) && port >= 1 && port <= 65535) return port
  throw new Error(`METRICS_PORT=${JSON.stringify(text)} is not valid: give a port number (1 to 65535)`)
}

function toInt(text: string | undefined, fallback: number): number {
  const n = Number(text)
  return text !== undefined && text !== '' && Number.isInteger(n) && n >= 0 ? n : fallback
}

/**
 * `TRUST_PROXY`: unset, empty or `0` trusts no proxy; `1`, `2`, … trusts that many hops in front of
 * the server; otherwise a comma-separated list of proxy addresses or CIDRs
 * (`10.0.0.0/8,192.168.1.7`). Anything else stops start-up.
 */
export function parseTrustProxy(text: string | undefined): false | number | string[] {
  const value = (text ?? '').trim()
  if (value === '' || value === '0') return false
  if (/^[0-9]+$/.test(value)) {
    const hops = Number(value)
    if (Number.isSafeInteger(hops) && hops <= 32) return hops
  } else {
    const entries = value.split(',').map((e) => e.trim())
    if (entries.every(isAddressOrCidr)) return entries
  }
  throw new Error(
    `TRUST_PROXY=${JSON.stringify(text)} is not valid: give a hop count (1, 2, …) or a comma-separated list of proxy addresses or CIDRs`,
  )
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/')
  const family = net.isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (prefix === undefined) return true
  if (!/^[0-9]{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}
