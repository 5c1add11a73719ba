import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { openDatabase, type Database } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import type { Deps } from './deps.ts'
import type { ServerEnv } from './env.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { sessionControl } from './modules/auth/sessions.service.ts'
import { outboxSmsProvider, webhookSmsProvider } from './modules/auth/sms.ts'
import { stepUp } from './modules/auth/step-up.service.ts'
import { ensureFirstOperator } from './modules/operators/operators.service.ts'
import { isEmptyDatabase, seedDemo } from './seed/demo.ts'

export interface BootResult {
  deps: Deps
  seeded: boolean
  firstOperator: 'exists' | 'created' | 'missing'
}

/**
 * Opens the database, migrates it, and prepares its first contents: demo data into an empty
 * database outside production, or the first operator from the environment.
 */
export async function boot(
  env: ServerEnv,
  log: Pick<FastifyBaseLogger, 'info'>,
  clock: Clock = systemClock,
): Promise<BootResult> {
  const database = openDatabase({ url: env.databaseUrl, sqlitePath: path.join(env.dataDir, 'app.sqlite') })
  try {
    return await prepare(env, log, clock, database)
  } catch (error) {
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
  await migrateToLatest(database)
  const sms =
    env.sms.provider === 'webhook'
      ? webhookSmsProvider(env.sms.url, env.sms.token)
      : outboxSmsProvider({ database, clock }, log)
  const deps: Deps = { database, db: database.db, clock, env, sms, sessions: sessionControl, stepUp }
  let seeded = false
  if (env.seedDemo && (await isEmptyDatabase(deps))) {
    await seedDemo(deps)
    seeded = true
  }
  const firstOperator = await ensureFirstOperator(deps)
  return { deps, seeded, firstOperator }
}
