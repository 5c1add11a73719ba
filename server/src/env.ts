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
  /** Requests per minute per address on the API; 0 turns the general limiter off. */
  rateLimitPerMinute: number
  trustProxy: boolean
  /** Origins a browser may open a chat socket from (besides the server's own). */
  allowedOrigins: string[]
  /** Serve the API reference at `/api/docs`: always outside production, in production only when asked. */
  apiDocs: boolean
  /** Hours withdrawals wait after the receipt account is changed to another destination (0: none). */
  receiptCooldownHours: number
}

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
    rateLimitPerMinute: toInt(source.RATE_LIMIT_PER_MINUTE, 1200),
    trustProxy: source.TRUST_PROXY === '1',
    allowedOrigins: (source.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    apiDocs: !production || source.API_DOCS === '1',
    receiptCooldownHours: toInt(source.RECEIPT_COOLDOWN_HOURS, 24),
  }
}

function toInt(text: string | undefined, fallback: number): number {
  const n = Number(text)
  return text !== undefined && text !== '' && Number.isInteger(n) && n >= 0 ? n : fallback
}
