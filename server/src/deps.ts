import type { Kysely } from 'kysely'
import type { ContentLocale } from '@app/contracts'
import type { Database } from './db/database.ts'
import type { DB } from './db/schema.ts'
import type { ServerEnv } from './env.ts'
import type { Clock } from './lib/clock.ts'
import type { HashTurn } from './lib/hash-queue.ts'

/**
 * The collaborators every service takes as its first argument, so a test can pass a fixed clock or
 * a fake outbox. `db` is the database's query builder; a step that runs inside its caller's
 * transaction gets the same bag with the open transaction as `db` (`{ ...deps, db: tx }`).
 */
export interface Deps {
  database: Database
  db: Kysely<DB>
  /**
   * A read replica (`DATABASE_READ_URL`) for reads that may lag a moment: the console's exports and
   * dashboard and the ledger check. Absent: they read `database`. Read it through `readerOf`.
   */
  replica?: Database
  clock: Clock
  env: ServerEnv
  /** The SMS gateway the outbox worker sends through (`SMS_WEBHOOK_URL`); `null` when there is none. */
  sms: SmsProvider | null
  /**
   * Tells this process's outbox worker that a text was committed, so it is sent now rather than at
   * the worker's next round (a no-op where no worker runs).
   */
  wakeOutbox: () => void
  /** Ends a user's or an operator's sessions (auth owns them; account and operators call this). */
  sessions: SessionControl
  /** Asks a user for their password again before money can leave (auth owns passwords; account and wallet call this). */
  stepUp: StepUp
  /** Products' names in a reader's language (products owns their texts; income and orders call this). */
  productNames: ProductNames
  /** Hashes and checks passwords (`boot` wires the production profile; tests a cheap one). */
  passwords: Passwords
}

/** The database a lagging read goes to: the replica when there is one, else the primary. */
export function readerOf(deps: Pick<Deps, 'database' | 'replica'>): Database {
  return deps.replica ?? deps.database
}

/**
 * `deps` for a console list that may lag a moment (history, search): its reads go to the replica.
 * Never for a queue an operator acts on, whose next read must show what they just did.
 */
export function onReplica(deps: Deps): Deps {
  const reader = readerOf(deps)
  return reader === deps.database ? deps : { ...deps, database: reader, db: reader.db }
}

/** What a query or a step of a larger transaction needs: a query builder (root or `tx`) and the clock. */
export type Scope = Pick<Deps, 'db' | 'clock'>

// The collaborators' shapes live here, on the ground floor, so that deps.ts imports no module:
// auth implements them (`sessionControl`, the SMS providers, `stepUp`), products `productNames`;
// others only call them.

/**
 * An SMS gateway, plugged in by configuration (`SMS_WEBHOOK_URL`). Only the outbox worker calls it,
 * never a request: `send` throws when the gateway refuses or cannot be reached, and the worker retries.
 */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>
}

/**
 * What other modules do to sessions, reached through `deps.sessions` so that they need not import
 * auth: freezing a user or disabling an operator ends their sessions.
 */
export interface SessionControl {
  /** Ends every live session of a user or an operator; inside a transaction, pass it as `deps.db`. */
  endAll(deps: Scope, subject: { kind: 'user' | 'operator'; id: number }): Promise<void>
}

/**
 * Asks a signed-in user for their password again before money can leave (the receipt account, each
 * withdrawal), reached through `deps.stepUp` so that account and wallet need not import auth.
 */
export interface StepUp {
  /** Refuses with 400 (`auth.passwordWrong`, field `password`), or 429 past the limit. */
  confirmPassword(
    deps: Pick<Deps, 'database' | 'clock' | 'passwords'>,
    input: { userId: number; password: string },
  ): Promise<void>
  /**
   * Tells the user by SMS that their payout destination was set or changed: queued in the caller's
   * transaction (`deps.db`) when a gateway is set (auth owns the outbox); the caller wakes the
   * outbox after its commit. False when no gateway is set (nothing queued).
   */
  textUser(
    deps: Pick<Deps, 'db' | 'clock' | 'sms'>,
    message: { phone: string; text: string; expiresAt: number },
  ): Promise<boolean>
}

/**
 * A product's name as its catalogue shows it in a language, reached through `deps.productNames` so
 * that income and orders (below products) can show a holding by the name its reader knows.
 */
export interface ProductNames {
  /** The stored translation of each product's name in `locale`; English (null) and untranslated ones are left out. */
  in(db: Kysely<DB>, ids: readonly number[], locale: ContentLocale | null): Promise<Map<number, string>>
}

/** How costly a password hash is: argon2id's memory in KiB, passes and lanes. */
export interface PasswordProfile {
  memoryCost: number
  timeCost: number
  parallelism: number
}

/** Password hashing (`lib/password.ts` makes one for a profile). */
export interface Passwords {
  /** A new hash of `password`, at this profile's cost. */
  hash(password: string, turn?: HashTurn): Promise<string>
  /**
   * Whether `password` matches a stored hash (of any profile: the hash says its own); false for a
   * malformed one. `turn` places the work in the process's fair wait (ordinary when absent).
   */
  verify(stored: string, password: string, turn?: HashTurn): Promise<boolean>
  /**
   * A hash of a random password, verified against when the account does not exist, so an unknown
   * phone or name costs the same time as a wrong password.
   */
  decoy(): Promise<string>
}
