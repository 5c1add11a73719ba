import type { Database } from './db/database.ts'
import type { ServerEnv } from './env.ts'
import type { Clock } from './lib/clock.ts'
import type { SmsProvider } from './modules/auth/sms.ts'

/** The collaborators every service takes as arguments, so a test can pass a fixed clock or a fake outbox. */
export interface Deps {
  database: Database
  clock: Clock
  env: ServerEnv
  sms: SmsProvider
}
