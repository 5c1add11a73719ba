import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { migrateSchema, schemaPowersOf } from './db/app-role.ts'
import { openDatabase, type Database } from './db/database.ts'
import { pendingMigrations } from './db/migrate.ts'
import type { Deps } from './deps.ts'
import type { ServerEnv } from './env.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { passwordHashing, PRODUCTION_PASSWORD_PROFILE } from './lib/password.ts'
import { watchPool } from './lib/metrics.ts'
import { wakeSignal, type WakeSignal } from './lib/wake.ts'
import { sessionControl, stepUp, webhookSmsProvider } from './modules/auth/index.ts'
import { productNames } from './modules/products/index.ts'
import { ensureFirstOperator, findOperatorByUsername } from './modules/operators/index.ts'
import { getMoneySettings } from './modules/wallet/index.ts'
import { dropAllLiveEvents } from './realtime/live-events.repo.ts'
import { DEMO, isEmptyDatabase, seedDemo } from './seed/demo.ts'
import { useGroupCommit } from './db/group-commit.ts'

export interface BootResult {
  deps: Deps
  /** Woken by `deps.wakeOutbox`: what the outbox worker sleeps on between rounds. */
  outboxSignal: WakeSignal
  seeded: boolean
  firstOperator: 'exists' | 'created' | 'missing'
}

/** True for an address only this machine can reach (`127.0.0.0/8`, `::1`, `localhost`). */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '')
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(h)
}

/**
 * Opens the database, migrates it, and prepares its first contents: demo data into an empty
 * database outside production when listening on loopback only, or the first operator from the
 * environment. Refuses to start anywhere reachable from other machines while the demo operator
 * keeps its public password (the settings themselves were checked by `readEnv`).
 */
export async function boot(
  env: ServerEnv,
  log: Pick<FastifyBaseLogger, 'info'>,
  clock: Clock = systemClock,
): Promise<BootResult> {
  const database = openDatabase({
    url: env.databaseUrl,
    sqlitePath: path.join(env.dataDir, 'app.sqlite'),
    poolSize: env.databasePoolSize,
  })
  // The replica keeps the primary's pool size: the reads it takes are the ones that hold a
  // connection longest (exports, the check).
  if (env.databaseReadUrl && database.dialect !== 'postgres') {
    await database.close()
    throw new Error(
      'DATABASE_READ_URL is a replica of a PostgreSQL primary: set DATABASE_URL to that primary',
    )
  }
  const replica = env.databaseReadUrl
    ? openDatabase({ url: env.databaseReadUrl, poolSize: env.databasePoolSize })
    : undefined
  try {
    const result = await prepare(env, log, clock, database)
    if (replica) result.deps.replica = replica
    watchPool('primary', database)
    if (replica) watchPool('read', replica)
    return result
  } catch (error) {
    await replica?.close()
    await database.close()
    throw error
  }
}

async function prepare(
  env: ServerEnv,
  log: Pick<FastifyBaseLogger, 'info'>,
  clock: Clock,
  database: Database,
): Promise<BootResult> {
  if (env.migrateOnStart) await migrateSchema(database, env.migrationDatabaseUrl)
  else await refusePendingMigrations(database)
  await refuseSchemaPowers(env, database)
  useGroupCommit(database.dialect, env.groupCommit)
  const sms = env.sms.provider === 'webhook' ? webhookSmsProvider(env.sms.url, env.sms.token) : null
  const outboxSignal = wakeSignal()
  const deps: Deps = {
    database,
    db: database.db,
    clock,
    env,
    sms,
    wakeOutbox: outboxSignal.wake,
    sessions: sessionControl,
    stepUp,
    productNames,
    passwords: passwordHashing(PRODUCTION_PASSWORD_PROFILE),
  }
  let seeded = false
  const reachable = !isLoopbackHost(env.host)
  if (env.seedDemo && (await isEmptyDatabase(deps))) {
    if (reachable) {
      log.info(
        `Demo data not seeded: HOST ${env.host} is reachable from other machines and the demo operator's password is public. Start on 127.0.0.1 for the demo, or set ADMIN_USERNAME and ADMIN_PASSWORD for the first operator.`,
      )
    } else {
      await seedDemo(deps)
      // The demo's history was made before anything could listen: its live events (a recharge
      // credited, …) have no audience. Left in the outbox, the relay would send them a second or
      // two after the start, and the first page to connect would take them for news and read its
      // figures again for each.
      await dropAllLiveEvents(deps.db)
      seeded = true
    }
  }
  if (reachable) await refuseDemoOperatorPassword(deps)
  await refuseUncappedMoney(deps)
  const firstOperator = await ensureFirstOperator(deps)
  return { deps, outboxSignal, seeded, firstOperator }
}

/**
 * A server told not to migrate (production, decision 0077) serves only a schema as new as its
 * code: the deployment's migration step runs first, once, apart from the servers.
 */
async function refusePendingMigrations(database: Database): Promise<void> {
  const pending = await pendingMigrations(database)
  if (pending.length > 0)
    throw new Error(
      `The schema is behind this version (${pending.length} migration${pending.length === 1 ? '' : 's'} to run, from ${pending[0]}): run \`npm run migrate\` first (the deployment's migration step), or MIGRATE_ON_START=1 to let the server migrate at start`,
    )
}

/**
 * Production on PostgreSQL runs as a role that owns nothing (decision 0065): a superuser or the
 * owner of a table could truncate, alter or drop history whatever its triggers say. Start-up stops
 * unless `ALLOW_SCHEMA_OWNER=1` says so.
 */
async function refuseSchemaPowers(env: ServerEnv, database: Database): Promise<void> {
  if (!env.production || env.allowSchemaOwner) return
  const powers = await schemaPowersOf(database)
  if (powers.length > 0)
    throw new Error(
      `DATABASE_URL's role ${powers.join(' and ')}, so a stolen connection could rewrite history: run the server as a role that owns nothing and migrate with MIGRATION_DATABASE_URL (the schema's owner), or ALLOW_SCHEMA_OWNER=1 to run so`,
    )
}

/**
 * Production keeps the approval cap and the recharge maximum on (decision 0058): a database whose
 * money settings have either at 0 stops start-up, unless `ALLOW_UNCAPPED_MONEY=1` says so.
 */
async function refuseUncappedMoney(deps: Deps): Promise<void> {
  if (!deps.env.production || deps.env.allowUncappedMoney) return
  const { approval_cap: cap, recharge_max: max } = await getMoneySettings(deps.db)
  const off = [cap === 0 ? 'the approval cap' : '', max === 0 ? 'the recharge maximum' : ''].filter(Boolean)
  if (off.length > 0)
    throw new Error(
      `The money settings have ${off.join(' and ')} at 0 (off), so one operator could move any amount alone: set them in the console's money settings, or ALLOW_UNCAPPED_MONEY=1 to run so`,
    )
}

/** A database seeded on loopback and then served to the network would open the console to anyone. */
async function refuseDemoOperatorPassword(deps: Deps): Promise<void> {
  const demo = await findOperatorByUsername(deps.db, DEMO.operator.username)
  if (demo && (await deps.passwords.verify(demo.password_hash, DEMO.operator.password))) {
    throw new Error(
      `The operator "${DEMO.operator.username}" still has the demo password and HOST ${deps.env.host} is reachable from other machines: change that password on 127.0.0.1 first`,
    )
  }
}
