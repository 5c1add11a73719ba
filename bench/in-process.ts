/**
 * A server built in the benchmark's own process on `database`, with the system clock, no SMS and no
 * general request limit, and a caller the test factories accept (`buildUser`, `fundUser`, …).
 */
import { buildApp } from '../server/src/app.ts'
import type { Database } from '../server/src/db/database.ts'
import type { Deps } from '../server/src/deps.ts'
import { readEnv } from '../server/src/env.ts'
import { systemClock } from '../server/src/lib/clock.ts'
import { sessionControl } from '../server/src/modules/auth/sessions.service.ts'
import { stepUp } from '../server/src/modules/auth/step-up.service.ts'
import type { TestContext } from '../server/src/testing/context.ts'

export async function inProcessServer(database: Database) {
  const deps: Deps = {
    database,
    db: database.db,
    clock: systemClock,
    sms: { send: async () => undefined },
    sessions: sessionControl,
    stepUp,
    env: { ...readEnv({}), rateLimitPerMinute: 0 },
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
