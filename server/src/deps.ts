import type { Kysely } from 'kysely'
import type { Database } from './db/database.ts'
import type { DB } from './db/schema.ts'
import type { ServerEnv } from './env.ts'
import type { Clock } from './lib/clock.ts'
import type { SessionControl } from './modules/auth/sessions.service.ts'
import type { SmsProvider } from './modules/auth/sms.ts'
import type { StepUp } from './modules/auth/step-up.service.ts'

/**
 * The collaborators every service takes as its first argument, so a test can pass a fixed clock or
 * a fake outbox. `db` is the database's query builder; a step that runs inside its caller's
 * transaction gets the same bag with the open transaction as `db` (`{ ...deps, db: tx }`).
 */
export interface Deps {
  database: Database
  db: Kysely<DB>
  clock: Clock
  env: ServerEnv
  sms: SmsProvider
  /** Ends a user's or an operator's sessions (auth owns them; account and operators call this). */
  sessions: SessionControl
  /** Asks a user for their password again before money can leave (auth owns passwords; account calls this). */
  stepUp: StepUp
}

/** What a query or a step of a larger transaction needs: a query builder (root or `tx`) and the clock. */
export type Scope = Pick<Deps, 'db' | 'clock'>
