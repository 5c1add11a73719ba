import type { Database } from '../db/database.ts'
import { inTransaction } from '../db/transaction.ts'
import type { HealthLog } from '../lib/redis-health.ts'
import { countLiveEvents, countRelayFailure } from '../lib/metrics.ts'
import {
  anyLiveEvent,
  deleteStaleLiveEvents,
  lockRelay,
  takeLiveEvents,
  type LiveEventRow,
} from './live-events.repo.ts'

/** Events taken per round. */
const BATCH = 1000
/**
 * The relay looks at the outbox this often besides being woken: it picks up what a process that
 * died between a commit and its publish left, or what a publish that failed kept.
 */
export const RELAY_POLL_MS = 1000
/**
 * An event older than this is dropped, not published: its sockets have long been told to reconnect
 * (a lost feed resets them), and a client reads what it missed when it does.
 */
export const STALE_AFTER_SECONDS = 300
/** Stale events are looked for once in this many polls. */
const PURGE_EVERY_POLLS = 60

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * Publishes the outbox after commits: woken in the same process right after a commit (no polling
 * delay in the common case), and every `RELAY_POLL_MS` besides. One round takes (deletes) the
 * oldest events and publishes them in one transaction, so a relay that dies before its commit
 * leaves them to the next round (at least once: receivers drop an id they have seen). On
 * PostgreSQL one relay of the database runs at a time (an advisory lock), so events leave in id
 * order.
 */
export class Relay {
  private running = false
  private again = false
  private failing = false
  private polls = 0
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly database: Database,
    private readonly publish: (rows: readonly LiveEventRow[]) => Promise<number>,
    private readonly log: HealthLog,
  ) {}

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.poll(), RELAY_POLL_MS)
    this.timer.unref()
    this.wake()
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  /** Runs a round now, or once more after the one running. */
  wake(): void {
    if (this.running) {
      this.again = true
      return
    }
    this.running = true
    void this.run().finally(() => {
      this.running = false
    })
  }

  /** Most polls find nothing: a read, not a write transaction, tells. */
  private async poll(): Promise<void> {
    this.polls += 1
    if (this.polls % PURGE_EVERY_POLLS === 0) await this.purgeStale()
    if (this.running || (await anyLiveEvent(this.database.db).catch(() => false))) this.wake()
  }

  private async run(): Promise<void> {
    do {
      this.again = false
      try {
        if ((await this.round()) === BATCH) this.again = true
        this.healthy()
      } catch (error) {
        this.failed(error)
        // The next poll tries again; waking again at once would spin while the transport is away.
        return
      }
    } while (this.again)
  }

  /** One round: returns how many events it took. */
  private async round(): Promise<number> {
    let published = 0
    let dropped = 0
    const taken = await inTransaction(this.database, async (tx) => {
      if (this.database.dialect === 'postgres') await lockRelay(tx)
      const rows = await takeLiveEvents(tx, BATCH)
      const staleBefore = nowSeconds() - STALE_AFTER_SECONDS
      const fresh = rows.filter((row) => row.created_at >= staleBefore)
      published = fresh.length > 0 ? await this.publish(fresh) : 0
      dropped = rows.length - published
      return rows.length
    })
    countLiveEvents('published', published)
    countLiveEvents('dropped', dropped)
    return taken
  }

  private async purgeStale(): Promise<void> {
    try {
      const dropped = await inTransaction(this.database, (tx) =>
        deleteStaleLiveEvents(tx, nowSeconds() - STALE_AFTER_SECONDS),
      )
      countLiveEvents('dropped', dropped)
    } catch {
      // The database is away: the next purge tries again.
    }
  }

  private failed(error: unknown): void {
    countRelayFailure()
    if (this.failing) return
    this.failing = true
    const kind = error instanceof Error ? ((error as { code?: string }).code ?? error.name) : typeof error
    this.log.error(
      { event: 'live-relay', error: kind },
      'live events could not be published: they wait in the outbox and go when the transport answers',
    )
  }

  private healthy(): void {
    if (!this.failing) return
    this.failing = false
    this.log.info({ event: 'live-relay' }, 'live events are published again')
  }
}
