import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { Dialect } from '../db/database.ts'
import type { Deps, SmsProvider } from '../deps.ts'
import { readEnv, type ServerEnv } from '../env.ts'
import { buildApp, type AppOptions } from '../app.ts'
import { manualClock } from '../lib/clock.ts'
import { deliverDueTexts, sessionControl, stepUp } from '../modules/auth/index.ts'
import { productNames } from '../modules/products/index.ts'
import { createTestDatabase } from './databases.ts'
import { testPasswords } from './passwords.ts'

export interface SentSms {
  phone: string
  text: string
}

export interface TestContext {
  deps: Deps
  app: FastifyInstance
  clock: ReturnType<typeof manualClock>
  sent: SentSms[]
  close(): Promise<void>
  /** `app.inject` with JSON in and out. */
  call(
    options: InjectOptions & { token?: string },
  ): Promise<
    LightMyRequestResponse & { body: string; json: <T = { code: number; msg: string; data: never }>() => T }
  >
}

export const TEST_START = 1_790_000_000

const quietLog = { info: () => undefined, warn: () => undefined }

/** The server's options in a test, and the collaborators a test may swap (with its reasons). */
export type TestOptions = Omit<AppOptions, 'checkReplies'> &
  Partial<Pick<Deps, 'stepUp'>> & {
    /**
     * Keep the approval cap, recharge maximum and operator's daily cap a new database ships with.
     * Without it they start off (0), so a test about something else moves money with one operator
     * as it sets up; the tests of maker-checker turn them on (or keep these).
     */
    shippedMoneyLimits?: boolean
  }

/** The limits on operators off, as every test but those of the limits starts (see `TestOptions`). */
export async function moneyLimitsOff(db: Deps['db']): Promise<void> {
  await db
    .updateTable('money_settings')
    .set({ approval_cap: 0, recharge_max: 0, operator_daily_cap: 0 })
    .execute()
}

/**
 * A server on a fresh database of `dialect`, with a movable clock, an SMS gateway that records
 * into `sent`, and cheap password hashing (`TEST_PASSWORD_PROFILE`). A request that queues a text wakes the outbox worker as in production; `call`
 * returns once that round has sent it.
 */
export async function createTestContext(
  dialect: Dialect,
  env: Partial<ServerEnv> = {},
  { stepUp: swappedStepUp, shippedMoneyLimits = false, ...options }: TestOptions = {},
): Promise<TestContext> {
  const database = await createTestDatabase(dialect)
  if (!shippedMoneyLimits) await moneyLimitsOff(database.db)
  const clock = manualClock(TEST_START)
  const sent: SentSms[] = []
  const sms: SmsProvider = { send: async (phone, text) => void sent.push({ phone, text }) }
  // The outbox worker's round a request woke, awaited by `call` so a test reads what was sent.
  let delivering: Promise<unknown> = Promise.resolve()
  const deps: Deps = {
    database,
    db: database.db,
    clock,
    sms,
    wakeOutbox: () => {
      delivering = deliverDueTexts(deps, options.logger ?? quietLog)
    },
    sessions: sessionControl,
    stepUp: swappedStepUp ?? stepUp,
    productNames,
    passwords: testPasswords(),
    // No cool-down before withdrawals unless a test asks for one (`receiptCooldownHours`): a test of
    // something else sets a first receipt account and withdraws at once.
    env: { ...readEnv({}), rateLimitPerMinute: 0, receiptCooldownHours: 0, ...env },
  }
  const app = await buildApp(deps, { ...options, checkReplies: true })
  return {
    deps,
    app,
    clock,
    sent,
    async close() {
      await app.close()
      await database.close()
    },
    async call({ token, headers, ...options }) {
      const response = await app.inject({
        ...options,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      })
      await delivering
      return response as never
    },
  }
}
