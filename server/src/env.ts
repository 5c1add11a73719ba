import * as z from 'zod/mini'
import {
  isSettingName,
  SETTINGS,
  settingsShape,
  shownValue,
  type LogLevel,
  type SettingName,
} from './env-settings.ts'
import { isCommonPassword } from './lib/common-passwords.ts'
import { secretWeakness } from './lib/secret-strength.ts'
import { DEMO } from './seed/demo-accounts.ts'

export {
  DEFAULT_API_LIMIT_PER_MINUTE,
  LOG_LEVELS,
  parseTrustProxy,
  SETTING_VARIABLES,
} from './env-settings.ts'
export type { LogLevel } from './env-settings.ts'

/** Everything the server reads from its environment, read once at start-up. */
export interface ServerEnv {
  production: boolean
  host: string
  port: number
  dataDir: string
  /** `postgres://…` selects PostgreSQL; unset means embedded SQLite under `dataDir`. */
  databaseUrl: string | undefined
  /**
   * The schema's owner on PostgreSQL: migrations run as it, and it grants `databaseUrl`'s role the
   * rows only (decision 0065). Unset: the server's own role migrates (and owns the schema).
   */
  migrationDatabaseUrl: string | undefined
  /**
   * A read replica of `databaseUrl` (PostgreSQL) for the reads that may lag a moment: the console's
   * lists, exports and dashboard, and the ledger check. Unset: they read the primary.
   */
  databaseReadUrl: string | undefined
  /**
   * Whether start-up brings the schema up to date (decision 0077): yes outside production, and in
   * production only when told (`MIGRATE_ON_START=1`, or `MIGRATION_DATABASE_URL` given to the
   * server); otherwise a schema behind this version stops start-up with what to run.
   */
  migrateOnStart: boolean
  /**
   * PostgreSQL connections this process may hold. Group commit runs up to 16 batches at once, each
   * on a connection of its own while it commits; reads take the others.
   */
  databasePoolSize: number
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
  /**
   * The origin the console is served on, apart from the app's (`https://console.example.com`): the
   * console and its API answer only there, and the app's pages never do. Unset: both on one origin.
   */
  consoleOrigin: string | undefined
  /** Origins a browser may open a chat socket from (besides the server's own). */
  allowedOrigins: string[]
  /** Serve the API reference at `/api/docs`: always outside production, in production only when asked. */
  apiDocs: boolean
  /** Hours withdrawals wait after the receipt account is changed to another destination (0: none). */
  receiptCooldownHours: number
  /** The least severe log lines written. */
  logLevel: LogLevel
  /** When set, `/metrics` answers only a request bearing this token. */
  metricsToken: string | undefined
  /** When set, `/metrics` is served on this port instead of the main one. */
  metricsPort: number | undefined
  /** Money requests that arrive together share one commit (`GROUP_COMMIT=0` turns it off). */
  groupCommit: boolean
  /** Seconds a stop may take to drain requests and sockets before the process exits anyway. */
  shutdownSeconds: number
  /** `ALLOW_SQLITE=1`: production may run on the embedded SQLite (one process on one machine). */
  allowSqlite: boolean
  /**
   * `ALLOW_UNCAPPED_MONEY=1`: production may run with the approval cap or the recharge maximum off
   * (0), so one operator moves any amount alone. Without it start-up refuses such settings.
   */
  allowUncappedMoney: boolean
  /**
   * `ALLOW_SCHEMA_OWNER=1`: production may run on PostgreSQL as a superuser or the owner of the
   * schema's tables. Without it start-up refuses such a role (decision 0065).
   */
  allowSchemaOwner: boolean
}

const NO_SMS_GATEWAY =
  'No SMS gateway: set SMS_WEBHOOK_URL, or ALLOW_OUTBOX_SMS=1 to run without one (texts are kept with their codes hidden and never delivered, so users cannot reset passwords)'

const SQLITE_IN_PRODUCTION =
  'SQLite in production: set DATABASE_URL to PostgreSQL (postgres://…), or ALLOW_SQLITE=1 to keep the embedded SQLite for one process on one machine'

/** Each variable on its own, as `SETTINGS` declares it. */
const fieldsSchema = z.object(settingsShape())
type Settings = z.output<typeof fieldsSchema>

/** A problem with one variable (said as `NAME="value" is not valid: …`), or a whole line of its own. */
type Problem = { variable: SettingName; expects: string } | { line: string }

/**
 * One schema for the whole environment: each variable on its own, then, once each is valid, the
 * rules between them (production's refusals among them).
 */
const envSchema = fieldsSchema.check(
  z.superRefine(
    (settings: Settings, context) => {
      for (const problem of problemsBetween(settings)) {
        const path = 'variable' in problem ? [problem.variable] : []
        const message = 'variable' in problem ? problem.expects : problem.line
        context.issues.push({ code: 'custom', message, input: settings, path })
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  ),
)

function problemsBetween(settings: Settings): Problem[] {
  const problems: Problem[] = []
  if (settings.MIGRATION_DATABASE_URL && !settings.DATABASE_URL) {
    problems.push({
      line: "MIGRATION_DATABASE_URL needs DATABASE_URL: the schema's owner migrates the PostgreSQL database the server runs on",
    })
  }
  if (Boolean(settings.ADMIN_USERNAME) !== Boolean(settings.ADMIN_PASSWORD)) {
    problems.push({
      line: 'ADMIN_USERNAME and ADMIN_PASSWORD go together: set both for the first operator, or neither',
    })
  }
  const { METRICS_PORT, PORT } = settings
  if (METRICS_PORT !== undefined && METRICS_PORT !== 0 && METRICS_PORT === PORT) {
    problems.push({ variable: 'METRICS_PORT', expects: `expected a port other than PORT (${PORT})` })
  }
  if (settings.NODE_ENV === 'production') problems.push(...problemsInProduction(settings))
  return problems
}

/** What production refuses that a laptop may run with. */
function problemsInProduction(settings: Settings): Problem[] {
  const problems: Problem[] = []
  if (!settings.SMS_WEBHOOK_URL && !settings.ALLOW_OUTBOX_SMS) problems.push({ line: NO_SMS_GATEWAY })
  if (settings.SMS_WEBHOOK_URL && new URL(settings.SMS_WEBHOOK_URL).protocol !== 'https:') {
    problems.push({
      variable: 'SMS_WEBHOOK_URL',
      expects: 'expected an https:// URL in production (texts carry codes)',
    })
  }
  if (!settings.DATABASE_URL && !settings.ALLOW_SQLITE) problems.push({ line: SQLITE_IN_PRODUCTION })
  const weakPassword = adminPasswordWeakness(settings.ADMIN_PASSWORD)
  if (weakPassword) problems.push({ variable: 'ADMIN_PASSWORD', expects: weakPassword })
  for (const [variable, secret] of secretsOf(settings)) {
    const weakness = secret === undefined || secret === '' ? undefined : secretWeakness(secret)
    if (weakness) problems.push({ variable, expects: weakness })
  }
  return problems
}

/** Every secret production is given: tokens, and the passwords inside the database's and Redis's URLs. */
function secretsOf(settings: Settings): [SettingName, string | undefined][] {
  const passwordIn = (url: string | undefined) =>
    url === undefined ? undefined : decoded(new URL(url).password)
  return [
    ['METRICS_TOKEN', settings.METRICS_TOKEN],
    ['SMS_WEBHOOK_TOKEN', settings.SMS_WEBHOOK_TOKEN],
    ['DATABASE_URL', passwordIn(settings.DATABASE_URL)],
    ['MIGRATION_DATABASE_URL', passwordIn(settings.MIGRATION_DATABASE_URL)],
    ['REDIS_URL', passwordIn(settings.REDIS_URL)],
  ]
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Why the first operator's password would not do in production, if it would not. */
function adminPasswordWeakness(password: string | undefined): string | undefined {
  if (password === undefined) return undefined
  if (password === DEMO.operator.password)
    return "expected a password of your own, not the demo operator's public one"
  if (password.length < 12) return 'expected at least 12 characters in production'
  if (isCommonPassword(password)) return 'expected a password that is not on the list of common passwords'
  return secretWeakness(password)
}

/**
 * Reads and checks every setting. Throws an Error whose message has one line per variable that is
 * wrong, each naming it and what it expects (start-up prints it and stops).
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const given = givenSettings(source)
  const result = envSchema.safeParse(given)
  if (!result.success) throw new Error(describeIssues(result.error.issues, given))
  return toServerEnv(result.data)
}

/**
 * What the migration step (`npm run migrate`) reads: the databases only. It serves nothing, so
 * production's rules for a server (a gateway, the first operator…) are not its to check.
 */
export function readMigrationEnv(
  source: NodeJS.ProcessEnv = process.env,
): Pick<ServerEnv, 'databaseUrl' | 'migrationDatabaseUrl' | 'dataDir'> {
  const { DATABASE_URL, MIGRATION_DATABASE_URL, DATA_DIR } = source
  const env = readEnv({ DATABASE_URL, MIGRATION_DATABASE_URL, DATA_DIR })
  return {
    databaseUrl: env.databaseUrl,
    migrationDatabaseUrl: env.migrationDatabaseUrl,
    dataDir: env.dataDir,
  }
}

/** The variables the schema knows, an empty value counting as unset (as `FOO=` in a compose file means). */
function givenSettings(source: NodeJS.ProcessEnv): Partial<Record<SettingName, string>> {
  const given: Partial<Record<SettingName, string>> = {}
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    if (source[name]) given[name] = source[name]
  }
  return given
}

function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  given: Partial<Record<SettingName, string>>,
): string {
  const lines: string[] = []
  const named = new Set<SettingName>()
  for (const issue of issues) {
    const [variable] = issue.path
    if (!isSettingName(variable)) {
      lines.push(issue.message)
    } else if (!named.has(variable)) {
      named.add(variable)
      const shown = shownValue(variable, given[variable])
      lines.push(
        `${variable}${shown === undefined ? '' : `=${JSON.stringify(shown)}`} is not valid: ${issue.message}`,
      )
    }
  }
  return lines.join('\n')
}

function toServerEnv(settings: Settings): ServerEnv {
  const production = settings.NODE_ENV === 'production'
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password, SMS_WEBHOOK_URL: smsUrl } = settings
  return {
    production,
    host: settings.HOST,
    port: settings.PORT,
    dataDir: settings.DATA_DIR,
    databaseUrl: settings.DATABASE_URL,
    migrationDatabaseUrl: settings.MIGRATION_DATABASE_URL,
    databaseReadUrl: settings.DATABASE_READ_URL,
    migrateOnStart:
      settings.MIGRATE_ON_START ?? (!production || settings.MIGRATION_DATABASE_URL !== undefined),
    databasePoolSize: settings.DATABASE_POOL_SIZE,
    seedDemo: !production && settings.SEED_DEMO !== false,
    firstOperator: username && password ? { username, password } : undefined,
    sms: smsUrl
      ? { provider: 'webhook', url: smsUrl, token: settings.SMS_WEBHOOK_TOKEN }
      : { provider: 'log' },
    allowOutboxSms: settings.ALLOW_OUTBOX_SMS === true,
    rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
    trustProxy: settings.TRUST_PROXY ?? false,
    redisUrl: settings.REDIS_URL,
    consoleOrigin: settings.CONSOLE_ORIGIN,
    allowedOrigins: settings.ALLOWED_ORIGINS ?? [],
    apiDocs: !production || settings.API_DOCS === true,
    receiptCooldownHours: settings.RECEIPT_COOLDOWN_HOURS,
    logLevel: settings.LOG_LEVEL,
    groupCommit: settings.GROUP_COMMIT,
    metricsToken: settings.METRICS_TOKEN,
    metricsPort: settings.METRICS_PORT,
    shutdownSeconds: settings.SHUTDOWN_TIMEOUT_SECONDS,
    allowSqlite: settings.ALLOW_SQLITE === true,
    allowUncappedMoney: settings.ALLOW_UNCAPPED_MONEY === true,
    allowSchemaOwner: settings.ALLOW_SCHEMA_OWNER === true,
  }
}
