/**
 * A server built in the benchmark's own process on `database`, with the system clock, no SMS gateway and no
 * general request limit, and a caller the test factories accept (`buildUser`, `fundUser`, …).
 */
import { buildApp } from '../app.ts'
import type { Database } from '../db/database.ts'
import type { Deps } from '../deps.ts'
import { readEnv } from '../env.ts'
import { systemClock } from '../lib/clock.ts'
import { passwordHashing, PRODUCTION_PASSWORD_PROFILE } from '../lib/password.ts'
import { sessionControl, stepUp } from '../modules/auth/index.ts'
import { productNames } from '../modules/products/index.ts'
import type { TestContext } from './context.ts'

export async function inProcessServer(database: Database) {
  const deps: Deps = {
    database,
    db: database.db,
    clock: systemClock,
    sms: null,
    wakeOutbox: () => undefined,
    sessions: sessionControl,
    stepUp,
    productNames,
    // The server process these users then meet checks their passwords at production cost too.
    passwords: passwordHashing(PRODUCTION_PASSWORD_PROFILE),
    // As the test contexts: no cool-down before withdrawals (the world sets accounts and withdraws at once).
    env: { ...readEnv({}), rateLimitPerMinute: 0, receiptCooldownHours: 0 },
  }
  const app = await buildApp(deps)
  const ctx = {
    deps,
    app,
    clock: systemClock,
    sent: [],
    close: async () => undefined,
    call: ({ token, headers, ...options }: { token?: string; headers?: object }) =>
      app.inject({
        ...options,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      }),
  } as unknown as TestContext
  return { deps, app, ctx }
}
