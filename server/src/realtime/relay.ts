import type { Database } from '../db/database.ts'
import { inTransaction } from '../db/transaction.ts'
import type { HealthLog } from '../lib/redis-health.ts'
import { countLiveEvents, countRelayFailure } from '../lib/live-metrics.ts'
import {
  anyLiveEventBy,
  deleteLiveEvents,
  deleteStaleLiveEvents,
  lockRelay,
  takeLiveEvents,
  type LiveEventRow,
} from './live-events.repo.ts'

/** Events taken per recovery round, and ids deleted per statement. */
const BATCH = 1000
/** The relay looks for events left behind this often. */
export const RELAY_POLL_MS = 1000
/**
 * An event still in the outbox this long after its commit was not published by its process (it
 * died between its commit and its publish, or the publish failed): the relay sends it.
 */
export const RECOVER_AFTER_SECONDS = 2
/**
 * An event older than this is dropped, not published: its sockets have long been told to reconnect
 * (a lost feed resets them), and a client reads what it missed when it does.
 */
export const STALE_AFTER_SECONDS = 300
/** Stale events are looked for once in this many polls. */
const PURGE_EVERY_POLLS = 60

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * The outbox's upkeep in one process. The process that committed an event publishes it right
 * after the commit (`Live`), then tells `published` here, which deletes the rows in batches. Every
 * `RELAY_POLL_MS` the relay takes the events older than `RECOVER_AFTER_SECONDS` that are still
 * there, publishes and deletes them in one transaction: one a process died before publishing, or
 * whose publish failed, is sent by whichever process polls first (at least once: receivers drop an
 * id they have seen). On PostgreSQL one relay of the database runs at a time (an advisory lock).
 */
export class Relay {
  private recovering = false
  private failing = false
  private polls = 0
  private timer: NodeJS.Timeout | undefined
  private readonly done: number[] = []
  private deleting = false

  constructor(
    private readonly database: Database,
    private readonly publish: (rows: readonly LiveEventRow[]) => Promise<number>,
    private readonly log: HealthLog,
  ) {}

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.poll(), RELAY_POLL_MS)
    this.timer.unref()
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  /** Events this process published: their rows are deleted, a batch at a time. */
  published(ids: readonly number[]): void {
    this.done.push(...ids)
    if (!this.deleting) void this.deleteDone()
  }

  /** A publish failed: counted, and logged once until one succeeds; the rows wait for recovery. */
  failed(error: unknown): void {
    countRelayFailure()
    if (this.failing) return
    this.failing = true
    const kind = error instanceof Error ? ((error as { code?: string }).code ?? error.name) : typeof error
    this.log.error(
      { event: 'live-relay', error: kind },
      'live events could not be published: they wait in the outbox and go when the transport answers',
    )
  }

  healthy(): void {
    if (!this.failing) return
    this.failing = false
    this.log.info({ event: 'live-relay' }, 'live events are published again')
  }

  private async deleteDone(): Promise<void> {
    this.deleting = true
    try {
      while (this.done.length > 0) {
        const ids = this.done.splice(0, BATCH)
        countLiveEvents('published', ids.length)
        await deleteLiveEvents(this.database.db, ids).catch(() => {
          // Left in the outbox: recovery sends them again, and receivers drop what they have seen.
        })
      }
    } finally {
      this.deleting = false
    }
  }

  private async poll(): Promise<void> {
    if (this.recovering) return
    this.recovering = true
    try {
      this.polls += 1
      if (this.polls % PURGE_EVERY_POLLS === 0) await this.purgeStale()
      const writtenBy = nowSeconds() - RECOVER_AFTER_SECONDS
      // Most polls find nothing: a read, not a write transaction, tells.
      while (await anyLiveEventBy(this.database.db, writtenBy)) {
        if ((await this.recover(writtenBy)) < BATCH) break
      }
      this.healthy()
    } catch (error) {
      this.failed(error)
    } finally {
      this.recovering = false
    }
  }

  /** One recovery round: returns how many events it took. */
  private async recover(writtenBy: number): Promise<number> {
    let published = 0
    let dropped = 0
    const taken = await inTransaction(this.database, async (tx) => {
      if (this.database.dialect === 'postgres') await lockRelay(tx)
      const rows = await takeLiveEvents(tx, BATCH, writtenBy)
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
}
