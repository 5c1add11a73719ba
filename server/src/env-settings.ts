import net from 'node:net'
import path from 'node:path'
import * as z from 'zod/mini'

/**
 * Requests per minute per address on the API. One carrier-grade NAT address can carry a few
 * hundred active users; at about 20 API calls a minute each, 300 of them fit in 6,000.
 */
export const DEFAULT_API_LIMIT_PER_MINUTE = 6000

/** The levels the log knows, most severe first; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * One environment variable. `default` is what unset means, written as an operator would write it
 * (the README's settings table is tested against it); a `secret`'s value is never repeated in a
 * message.
 */
interface Setting<T> {
  default: string | undefined
  secret: boolean
  schema: z.ZodMiniType<T, string | undefined>
}

function defaulted<T>(text: string, value: z.ZodMiniType<T, string>): Setting<T> {
  const unsetMeansDefault = z.transform((given: string | undefined) => given ?? text)
  return { default: text, secret: false, schema: z.pipe(unsetMeansDefault, value) }
}

function optional<T>(value: z.ZodMiniType<T, string>): Setting<T | undefined> {
  return { default: undefined, secret: false, schema: z.optional(value) }
}

/** An optional password or token: checked like any other, but never repeated in a message. */
function secret<T>(value: z.ZodMiniType<T, string>): Setting<T | undefined> {
  return { ...optional(value), secret: true }
}

/** Text that `read` understands, as what `read` makes of it; `expects` is said of any other text. */
function readBy<T>(read: (text: string) => T | undefined, expects: string): z.ZodMiniType<T, string> {
  return z.transform((text: string, context) => {
    const value = read(text)
    if (value !== undefined) return value
    context.issues.push({ code: 'custom', message: expects, input: text })
    return z.NEVER
  })
}

function wholeNumber(min: number, max: number): z.ZodMiniType<number, string> {
  const read = (text: string) =>
    /^[0-9]{1,9}$/.test(text) && +text >= min && +text <= max ? +text : undefined
  return readBy(read, `expected a whole number from ${min} to ${max}`)
}

/** Yes/no settings take `1` or `0` and nothing else: `true` or `yes` would be a guess. */
const flag = z.pipe(
  z.enum(['0', '1'], { error: 'expected 1 (yes) or 0 (no)' }),
  z.transform((text) => text === '1'),
)

function urlOf(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/** A URL with a host whose scheme is one of `schemes` (`postgres`, not `postgres:`). */
function urlWith(schemes: readonly string[], expects: string): z.ZodMiniType<string, string> {
  const read = (text: string) => {
    const url = urlOf(text)
    return url && schemes.includes(url.protocol.slice(0, -1)) && url.hostname !== '' ? text : undefined
  }
  return readBy(read, expects)
}

/** `https://app.example.com` or `http://localhost:5173`: scheme, host and port, nothing more. */
function originOf(text: string): string | undefined {
  const url = urlOf(text)
  const web = url?.protocol === 'https:' || url?.protocol === 'http:'
  return url && web && url.origin === text.toLowerCase() ? url.origin : undefined
}

function readOrigins(text: string): string[] | undefined {
  const origins = text.split(',').map((entry) => originOf(entry.trim()))
  return origins.every((origin) => origin !== undefined) ? origins : undefined
}

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i

const host = readBy(
  (text) => (net.isIP(text) || HOST_NAME.test(text) ? text : undefined),
  'expected an IP address (0.0.0.0 for every interface) or a host name',
)

/** A folder, relative to where the server was started unless absolute. */
const folder = z.pipe(
  z.string(),
  z.transform((text) => path.resolve(text)),
)

const TRUST_PROXY_EXPECTS = 'give a hop count (1, 2, …) or a comma-separated list of proxy addresses or CIDRs'

/** What the server reads from its environment, and nothing else (one source for the README's table). */
export const SETTINGS = {
  NODE_ENV: optional(
    z.enum(['production', 'development', 'test'], { error: 'expected production, development or test' }),
  ),
  HOST: defaulted('127.0.0.1', host),
  PORT: defaulted('8080', wholeNumber(0, 65535)),
  DATA_DIR: defaulted('./data', folder),
  DATABASE_URL: optional(
    urlWith(
      ['postgres', 'postgresql'],
      'expected postgres://… or postgresql://… with a host (unset: embedded SQLite)',
    ),
  ),
  DATABASE_POOL_SIZE: defaulted('10', wholeNumber(1, 1000)),
  MIGRATION_DATABASE_URL: optional(
    urlWith(
      ['postgres', 'postgresql'],
      'expected postgres://… or postgresql://… with a host (the schema’s owner)',
    ),
  ),
  DATABASE_READ_URL: optional(
    urlWith(
      ['postgres', 'postgresql'],
      'expected postgres://… or postgresql://… with a host (a read replica)',
    ),
  ),
  MIGRATE_ON_START: optional(flag),
  ADMIN_USERNAME: optional(z.string()),
  ADMIN_PASSWORD: secret(z.string()),
  SMS_WEBHOOK_URL: optional(urlWith(['https', 'http'], 'expected an https:// (or http://) URL')),
  SMS_WEBHOOK_TOKEN: secret(z.string()),
  ALLOW_OUTBOX_SMS: optional(flag),
  RATE_LIMIT_PER_MINUTE: defaulted(String(DEFAULT_API_LIMIT_PER_MINUTE), wholeNumber(0, 1_000_000)),
  TRUST_PROXY: optional(readBy(readTrustProxy, TRUST_PROXY_EXPECTS)),
  REDIS_URL: optional(urlWith(['redis', 'rediss'], 'expected redis://… or rediss://… with a host')),
  CONSOLE_ORIGIN: optional(
    readBy(
      originOf,
      'expected the origin the console is served on, such as https://console.example.com (no path)',
    ),
  ),
  ALLOWED_ORIGINS: optional(
    readBy(
      readOrigins,
      'expected a comma-separated list of origins such as https://app.example.com (no path)',
    ),
  ),
  RECEIPT_COOLDOWN_HOURS: defaulted('24', wholeNumber(0, 720)),
  SEED_DEMO: optional(flag),
  API_DOCS: optional(flag),
  LOG_LEVEL: defaulted('info', z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })),
  METRICS_TOKEN: secret(z.string().check(z.minLength(16, { error: 'expected at least 16 characters' }))),
  METRICS_PORT: optional(wholeNumber(0, 65535)),
  SHUTDOWN_TIMEOUT_SECONDS: defaulted('8', wholeNumber(1, 300)),
  ALLOW_SQLITE: optional(flag),
  ALLOW_UNCAPPED_MONEY: optional(flag),
  ALLOW_SCHEMA_OWNER: optional(flag),
  GROUP_COMMIT: defaulted('1', flag),
}

export type SettingName = keyof typeof SETTINGS
type Shape = { [Name in SettingName]: (typeof SETTINGS)[Name]['schema'] }

/** The fields of the settings schema, one per variable, as `SETTINGS` declares them. */
export function settingsShape(): Shape {
  const entries = Object.entries(SETTINGS).map(([name, setting]) => [name, setting.schema])
  return Object.fromEntries(entries) as Shape
}

/** Every variable the server reads, with its default as the README's settings table writes it. */
export const SETTING_VARIABLES: readonly { name: SettingName; default: string | undefined }[] =
  Object.entries(SETTINGS).map(([name, setting]) => ({ name: name as SettingName, default: setting.default }))

export function isSettingName(name: unknown): name is SettingName {
  return typeof name === 'string' && Object.hasOwn(SETTINGS, name)
}

/**
 * `TRUST_PROXY`: unset, empty or `0` trusts no proxy; `1`, `2`, … trusts that many hops in front of
 * the server; otherwise a comma-separated list of proxy addresses or CIDRs
 * (`10.0.0.0/8,192.168.1.7`). Anything else stops start-up.
 */
export function parseTrustProxy(text: string | undefined): false | number | string[] {
  const value = readTrustProxy(text ?? '')
  if (value !== undefined) return value
  throw new Error(`TRUST_PROXY=${JSON.stringify(text)} is not valid: ${TRUST_PROXY_EXPECTS}`)
}

/** What `TRUST_PROXY`'s text means, or undefined when it is not a valid setting. */
function readTrustProxy(text: string): false | number | string[] | undefined {
  const value = text.trim()
  if (value === '' || value === '0') return false
  if (/^[0-9]+$/.test(value)) {
    const hops = Number(value)
    return Number.isSafeInteger(hops) && hops <= 32 ? hops : undefined
  }
  const entries = value.split(',').map((e) => e.trim())
  return entries.every(isAddressOrCidr) ? entries : undefined
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/')
  const family = net.isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (prefix === undefined) return true
  if (!/^[0-9]{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

/** Whether a value may be repeated in a message; for URLs, only with the password and query hidden. */
export function shownValue(name: SettingName, text: string | undefined): string | undefined {
  if (SETTINGS[name].secret || text === undefined) return undefined
  if (!text.includes('://')) return text
  return text.replace(/^([a-z][a-z0-9+.-]*:\/\/).*@/i, '$1***@').replace(/\?.*$/s, '?…')
}
