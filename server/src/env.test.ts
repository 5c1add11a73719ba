import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_API_LIMIT_PER_MINUTE, parseTrustProxy, readEnv, type ServerEnv } from './env.ts'
import { PRODUCTION, refusalOf, startUp } from './testing/env-checks.ts'

describe('settings when nothing is set', () => {
  it('runs a local demo on 127.0.0.1:8080 with SQLite under ./data', () => {
    const expected: ServerEnv = {
      production: false,
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      seedDemo: true,
      firstOperator: undefined,
      sms: { provider: 'log' },
      allowOutboxSms: false,
      rateLimitPerMinute: DEFAULT_API_LIMIT_PER_MINUTE,
      trustProxy: false,
      redisUrl: undefined,
      consoleOrigin: undefined,
      allowedOrigins: [],
      apiDocs: true,
      receiptCooldownHours: 24,
      logLevel: 'info',
      metricsToken: undefined,
      metricsPort: undefined,
      shutdownSeconds: 8,
      allowSqlite: false,
      allowUncappedMoney: false,
      allowSchemaOwner: false,
      migrationDatabaseUrl: undefined,
      databaseReadUrl: undefined,
      migrateOnStart: true,
      databasePoolSize: 10,
      groupCommit: true,
    }
    expect(readEnv({})).toEqual(expected)
  })

  it('migrates at start outside production, and in production only when told', () => {
    expect(readEnv(PRODUCTION).migrateOnStart).toBe(false)
    expect(readEnv({ ...PRODUCTION, MIGRATE_ON_START: '1' }).migrateOnStart).toBe(true)
    const owner = 'postgres://owner:harbour-lantern-93@db.internal:5432/app'
    expect(readEnv({ ...PRODUCTION, MIGRATION_DATABASE_URL: owner }).migrateOnStart).toBe(true)
    expect(readEnv({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false)
  })

  it('takes an empty value as unset, as `NAME=` in a compose file means', () => {
    expect(readEnv({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '', SEED_DEMO: '' })).toEqual(readEnv({}))
  })

  it('reads the README production example as PostgreSQL behind one proxy, with the first operator', () => {
    const env = readEnv(PRODUCTION)
    expect(env).toMatchObject({
      production: true,
      host: '0.0.0.0',
      databaseUrl: PRODUCTION.DATABASE_URL,
      seedDemo: false,
      migrateOnStart: false,
      apiDocs: false,
      trustProxy: 1,
      firstOperator: { username: 'ops-lead', password: 'quiet otter 41 ledger' },
      sms: { provider: 'webhook', url: 'https://sms-gateway.internal/send', token: undefined },
    })
  })

  it('reads the operations settings', () => {
    const env = readEnv({
      LOG_LEVEL: 'debug',
      METRICS_TOKEN: 'scrape-token-0123456789',
      METRICS_PORT: '9464',
      SHUTDOWN_TIMEOUT_SECONDS: '25',
      ALLOW_SQLITE: '1',
      ALLOWED_ORIGINS: 'https://App.example.com, http://localhost:5173',
    })
    expect(env).toMatchObject({
      logLevel: 'debug',
      metricsToken: 'scrape-token-0123456789',
      metricsPort: 9464,
      shutdownSeconds: 25,
      allowSqlite: true,
      allowedOrigins: ['https://app.example.com', 'http://localhost:5173'],
    })
  })

  it('defaults the API limit to a figure a carrier-shared address fits in, and 0 turns it off', () => {
    expect(DEFAULT_API_LIMIT_PER_MINUTE).toBe(6000)
    expect(readEnv({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0)
  })
})

describe('a malformed setting stops start-up with one line naming it', () => {
  it.each([
    [
      { DATABASE_URL: 'postgress://x' },
      'DATABASE_URL="postgress://x" is not valid: expected postgres://… or postgresql://… with a host (unset: embedded SQLite)',
    ],
    [
      { DATABASE_URL: 'mysql://db/app' },
      'DATABASE_URL="mysql://db/app" is not valid: expected postgres://… or postgresql://… with a host (unset: embedded SQLite)',
    ],
    [{ PORT: '80a' }, 'PORT="80a" is not valid: expected a whole number from 0 to 65535'],
    [{ PORT: '-1' }, 'PORT="-1" is not valid: expected a whole number from 0 to 65535'],
    [{ PORT: '1.5' }, 'PORT="1.5" is not valid: expected a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT="70000" is not valid: expected a whole number from 0 to 65535'],
    [{ METRICS_PORT: '91a' }, 'METRICS_PORT="91a" is not valid: expected a whole number from 0 to 65535'],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY="true" is not valid: give a hop count (1, 2, …) or a comma-separated list of proxy addresses or CIDRs',
    ],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV="prod" is not valid: expected production, development or test'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL="verbose" is not valid: expected one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN is not valid: expected at least 16 characters'],
    [{ METRICS_PORT: '8080' }, 'METRICS_PORT="8080" is not valid: expected a port other than PORT (8080)'],
    [
      { SHUTDOWN_TIMEOUT_SECONDS: '0' },
      'SHUTDOWN_TIMEOUT_SECONDS="0" is not valid: expected a whole number from 1 to 300',
    ],
    [{ ALLOW_SQLITE: 'true' }, 'ALLOW_SQLITE="true" is not valid: expected 1 (yes) or 0 (no)'],
    [{ SEED_DEMO: 'no' }, 'SEED_DEMO="no" is not valid: expected 1 (yes) or 0 (no)'],
    [
      { RECEIPT_COOLDOWN_HOURS: '721' },
      'RECEIPT_COOLDOWN_HOURS="721" is not valid: expected a whole number from 0 to 720',
    ],
    [
      { RATE_LIMIT_PER_MINUTE: '1000001' },
      'RATE_LIMIT_PER_MINUTE="1000001" is not valid: expected a whole number from 0 to 1000000',
    ],
    [
      { REDIS_URL: 'http://cache:6379' },
      'REDIS_URL="http://cache:6379" is not valid: expected redis://… or rediss://… with a host',
    ],
    [
      { SMS_WEBHOOK_URL: 'sms-gateway.internal/send' },
      'SMS_WEBHOOK_URL="sms-gateway.internal/send" is not valid: expected an https:// (or http://) URL',
    ],
    [
      { ALLOWED_ORIGINS: 'https://app.example.com/chat' },
      'ALLOWED_ORIGINS="https://app.example.com/chat" is not valid: expected a comma-separated list of origins such as https://app.example.com (no path)',
    ],
    [
      { HOST: 'every interface' },
      'HOST="every interface" is not valid: expected an IP address (0.0.0.0 for every interface) or a host name',
    ],
    [
      { ADMIN_USERNAME: 'ops-lead' },
      'ADMIN_USERNAME and ADMIN_PASSWORD go together: set both for the first operator, or neither',
    ],
  ])('%j', (source, line) => {
    expect(refusalOf(source)).toBe(line)
  })

  it('says one line for each wrong variable', () => {
    expect(refusalOf({ PORT: '80a', LOG_LEVEL: 'loud' }).split('\n')).toEqual([
      'PORT="80a" is not valid: expected a whole number from 0 to 65535',
      'LOG_LEVEL="loud" is not valid: expected one of fatal, error, warn, info, debug, trace, silent',
    ])
  })

  it('lets METRICS_PORT and PORT both be 0 (each picks a free port)', () => {
    expect(readEnv({ PORT: '0', METRICS_PORT: '0' })).toMatchObject({ port: 0, metricsPort: 0 })
  })
})

describe('production refuses what a laptop may run with', () => {
  it('refuses to run without an SMS gateway unless the outbox is allowed', () => {
    const { SMS_WEBHOOK_URL: _gateway, ...noGateway } = PRODUCTION
    expect(refusalOf(noGateway)).toBe(
      'No SMS gateway: set SMS_WEBHOOK_URL, or ALLOW_OUTBOX_SMS=1 to run without one (texts are kept with their codes hidden and never delivered, so users cannot reset passwords)',
    )
    expect(readEnv({ ...noGateway, ALLOW_OUTBOX_SMS: '1' }).sms).toEqual({ provider: 'log' })
  })

  it('refuses to send codes to a plain http:// gateway', () => {
    expect(refusalOf({ ...PRODUCTION, SMS_WEBHOOK_URL: 'http://sms-gateway.internal/send' })).toBe(
      'SMS_WEBHOOK_URL="http://sms-gateway.internal/send" is not valid: expected an https:// URL in production (texts carry codes)',
    )
    expect(readEnv({ SMS_WEBHOOK_URL: 'http://127.0.0.1:9000/send' }).sms).toMatchObject({
      provider: 'webhook',
    })
  })

  it('refuses SQLite unless it is asked for', () => {
    const { DATABASE_URL: _url, ...onSqlite } = PRODUCTION
    expect(refusalOf(onSqlite)).toBe(
      'SQLite in production: set DATABASE_URL to PostgreSQL (postgres://…), or ALLOW_SQLITE=1 to keep the embedded SQLite for one process on one machine',
    )
    expect(readEnv({ ...onSqlite, ALLOW_SQLITE: '1' })).toMatchObject({
      databaseUrl: undefined,
      allowSqlite: true,
    })
  })

  it.each([
    ['admin1234', "expected a password of your own, not the demo operator's public one"],
    ['Zq7-short', 'expected at least 12 characters in production'],
    ['1qaz2wsx3edc', 'expected a password that is not on the list of common passwords'],
  ])('refuses the first operator password %j without repeating it', (password, expects) => {
    const message = refusalOf({ ...PRODUCTION, ADMIN_PASSWORD: password })
    expect(message).toBe(`ADMIN_PASSWORD is not valid: ${expects}`)
    expect(message).not.toContain(password)
  })

  it('accepts the demo password outside production, where the demo runs on loopback only', () => {
    expect(readEnv({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'admin1234' }).firstOperator).toBeDefined()
  })
})

describe('a refusal never repeats a secret', () => {
  it.each([
    [{ DATABASE_URL: 'postgress://app:db-secret-9f2c@db.internal/app' }, 'db-secret-9f2c'],
    [{ REDIS_URL: 'http://:redis-secret-77aa@cache:6379' }, 'redis-secret-77aa'],
    [{ SMS_WEBHOOK_URL: 'ftp://gateway.internal/send?key=sms-secret-31bd' }, 'sms-secret-31bd'],
    [{ METRICS_TOKEN: 'metrics-secret' }, 'metrics-secret'],
    [{ ...PRODUCTION, ADMIN_PASSWORD: 'adm-secret' }, 'adm-secret'],
  ])('%#: hides %j', (source, secret) => {
    const message = refusalOf(source)
    expect(message).toMatch(/^[A-Z_]+(=".*")? is not valid: /)
    expect(message).not.toContain(secret)
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('%j means %j', (text, expected) => {
    expect(parseTrustProxy(text)).toEqual(expected)
    expect(readEnv({ TRUST_PROXY: text }).trustProxy).toEqual(expected)
  })

  it.each(['true', 'yes', '-1', '1.5', '10.0.0.0/33', 'fd00::/129', '10.0.0.1,', 'proxy.local', '99'])(
    'refuses %j',
    (text) => {
      expect(() => parseTrustProxy(text)).toThrow(/^TRUST_PROXY=.* is not valid: give a hop count/)
      expect(refusalOf({ TRUST_PROXY: text })).toMatch(/^TRUST_PROXY=.* is not valid: give a hop count/)
    },
  )
})

describe('the start-up process', () => {
  it('stops with exit code 1 and one line naming TRUST_PROXY', async () => {
    const result = await startUp({ TRUST_PROXY: 'true' })
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'TRUST_PROXY="true" is not valid: give a hop count (1, 2, …) or a comma-separated list of proxy addresses or CIDRs',
    ])
  })

  it('stops with exit code 1 and one line naming a mistyped DATABASE_URL, instead of running on SQLite', async () => {
    const result = await startUp({ DATABASE_URL: 'postgress://x' })
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'DATABASE_URL="postgress://x" is not valid: expected postgres://… or postgresql://… with a host (unset: embedded SQLite)',
    ])
  })
})
