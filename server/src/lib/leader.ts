import pg from 'pg'
import type { Database } from '../db/database.ts'

/**
 * The advisory lock whose holder runs the background work (decision 0076). One number for the
 * database: advisory locks are scoped to the database they are taken in, so two deployments on one
 * PostgreSQL server do not meet.
 */
export const LEADER_LOCK_KEY = 7_640_076

/**
 * How often a process that is not the leader tries the lock, and the leader checks that its
 * connection (and so its lock) is still there: leadership moves within this after a leader dies.
 */
export const LEADER_POLL_MS = 2_000

/** Whether this process runs the background work now. */
export interface Leadership {
  isLeader(): boolean
  /** Gives the lock up (closes its connection) and stops trying; resolves once it is given up. */
  stop(): Promise<void>
}

/** A leadership that is always held: SQLite is served by one process, and tests that need one. */
export const soleLeader: Leadership = { isLeader: () => true, stop: async () => undefined }

/**
 * Competes for the background work's lock on PostgreSQL: a session-level advisory lock taken on a
 * connection of its own, outside the pool, so it is held exactly as long as that connection lives.
 * A leader killed with `kill -9` loses its connection and with it the lock; one stopped gives it up
 * by closing the connection. Either way another process takes it at its next try. A leader that
 * cannot reach the database (its check fails or times out) counts itself a follower at once and
 * reconnects; for the short time two processes may both believe they lead, every job is safe to
 * run twice (conditional transitions, claimed rows, idempotent deletes), only wasteful.
 * `onChange` hears each change (true: this process became the leader).
 */
export function leadership(
  database: Database,
  {
    onChange = () => undefined,
    pollMs = LEADER_POLL_MS,
  }: { onChange?: (leader: boolean) => void; pollMs?: number } = {},
): Leadership {
  if (database.dialect !== 'postgres' || !database.url) return soleLeader
  const url = database.url
  let leader = false
  let running = true
  let client: pg.Client | null = null
  let wakeUp: (() => void) | undefined

  const become = (value: boolean) => {
    if (leader === value) return
    leader = value
    onChange(value)
  }
  const drop = () => {
    become(false)
    const lost = client
    client = null
    lost?.end().catch(() => undefined)
  }
  const round = async () => {
    try {
      if (!client) {
        const fresh = new pg.Client({
          connectionString: url,
          query_timeout: pollMs,
          connectionTimeoutMillis: pollMs,
        })
        // A connection that dies between rounds must not crash the process: the next round notices.
        fresh.on('error', () => undefined)
        client = fresh
        await fresh.connect()
      }
      if (leader) {
        await client.query('select 1')
      } else {
        const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
          LEADER_LOCK_KEY,
        ])
        if (rows[0]?.got && running) become(true)
      }
    } catch {
      drop()
    }
  }
  const loop = (async () => {
    while (running) {
      await round()
      if (!running) break
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs)
        wakeUp = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  })()
  return {
    isLeader: () => leader,
    async stop() {
      running = false
      wakeUp?.()
      await loop
      become(false)
      const held = client
      client = null
      await held?.end().catch(() => undefined)
    },
  }
}
