import type { Database } from '../db/database.ts'
import { addHealthSampler } from '../lib/live-metrics.ts'
import type { HealthLog } from '../lib/redis-health.ts'
import { liveEventsBacklog, type LiveEventRow } from './live-events.repo.ts'
import { PgTransport } from './pg-transport.ts'
import { RedisTransport } from './redis-transport.ts'
import { Relay } from './relay.ts'
import { MemoryTransport, type Transport } from './transport.ts'

/** How a channel's events too large for the transport travel: shrunk by the sender, restored on receipt. */
export interface PayloadCodec<E> {
  /** The event, made small enough to travel (its JSON is over the transport's limit). */
  shrink(event: E): unknown
  /** An event as it arrived, with what `shrink` left out put back. */
  restore(received: unknown): Promise<E>
}

/** What a channel's subscribers hear: an event, or `null` for a reset (events may have been missed). */
type Handler = (event: unknown) => void

interface Channel {
  codec: PayloadCodec<unknown>
  handlers: Set<Handler>
}

/** What readiness shows of the live events. */
export interface LiveHealth {
  transport: Transport['kind']
  listener: 'idle' | 'up' | 'down'
  /** Redis answers (only with `REDIS_URL`). */
  redis?: 'up' | 'down'
  /** Events committed and not yet published, and how old the oldest is (seconds). */
  backlog: number
  oldestSeconds: number
}

/** Receivers remember this many event ids, to drop one the relay sent twice (it sends at least once). */
const SEEN_IDS = 10_000

const identity: PayloadCodec<unknown> = { shrink: (event) => event, restore: async (received) => received }

/**
 * The live events of one database in this process: the transport between processes, the relay that
 * publishes the outbox, and each channel's subscribers. Every app built on the database shares it;
 * the last one to close closes it.
 */
export class Live {
  readonly relay: Relay
  private readonly channels = new Map<string, Channel>()
  private readonly seen = new Set<number>()
  /** Payloads are handled one after another, so an event that must be restored keeps its place. */
  private queue: Promise<void> = Promise.resolve()
  private readonly removeSampler: () => void
  /** Committed here, waiting for the publish in flight. */
  private readonly outgoing: LiveEventRow[] = []
  private sending = false
  refs = 0

  constructor(
    private readonly database: Database,
    readonly transport: Transport,
    log: HealthLog,
  ) {
    this.relay = new Relay(database, (rows) => this.publishRows(rows), log)
    this.removeSampler = addHealthSampler(async () => {
      const health = await this.health()
      return {
        outbox: { backlog: health.backlog, oldestSeconds: health.oldestSeconds },
        listenerUp: health.listener === 'up' ? 1 : 0,
      }
    })
  }

  channel(name: string, codec?: PayloadCodec<unknown>): Channel {
    let channel = this.channels.get(name)
    if (!channel) {
      channel = { codec: identity, handlers: new Set() }
      this.channels.set(name, channel)
    }
    if (codec) channel.codec = codec
    return channel
  }

  /** Sends events now, outside any transaction (typing, presence: nothing is stored for them). */
  async publishNow(channel: string, events: readonly unknown[]): Promise<void> {
    const payloads = events.flatMap((event) => this.encode(channel, undefined, JSON.stringify(event)) ?? [])
    await this.transport.publish(channel, payloads)
  }

  /**
   * Publishes events this process just committed, right after the commit, in commit order: one
   * publish at a time, with whatever was committed meanwhile. Their rows are then deleted; a
   * publish that fails leaves them for the relay's recovery.
   */
  publishCommitted(channel: string, events: readonly { id: number; payload: string }[]): void {
    for (const { id, payload } of events) this.outgoing.push({ id, channel, payload, created_at: 0 })
    if (!this.sending) void this.sendOutgoing()
  }

  private async sendOutgoing(): Promise<void> {
    this.sending = true
    try {
      while (this.outgoing.length > 0) {
        const rows = this.outgoing.splice(0, this.outgoing.length)
        try {
          await this.publishRows(rows)
          this.relay.published(rows.map((row) => row.id))
          this.relay.healthy()
        } catch (error) {
          this.relay.failed(error)
        }
      }
    } finally {
      this.sending = false
    }
  }

  /** Resolves once this process hears every node's events. */
  start(): Promise<void> {
    return this.transport.start([...this.channels.keys()], {
      payload: (channel, payload) => this.receive(channel, payload),
      reset: () => this.reset(),
    })
  }

  async health(): Promise<LiveHealth> {
    const { listener } = this.transport.health()
    const { count, oldest } = await liveEventsBacklog(this.database.db)
    const redis =
      this.transport instanceof RedisTransport ? { redis: this.transport.up() ? 'up' : 'down' } : {}
    return {
      transport: this.transport.kind,
      listener,
      ...(redis as { redis?: 'up' | 'down' }),
      backlog: count,
      oldestSeconds: oldest === null ? 0 : Math.max(0, Math.floor(Date.now() / 1000) - oldest),
    }
  }

  async close(): Promise<void> {
    this.relay.stop()
    this.removeSampler()
    this.channels.clear()
    await this.transport.close()
  }

  /** The relay's publish: each row as `{id, event}`, by channel, in id order; returns how many went. */
  private async publishRows(rows: readonly LiveEventRow[]): Promise<number> {
    let sent = 0
    let run: { channel: string; payloads: string[] } | undefined
    const flush = async () => {
      if (run && run.payloads.length > 0) await this.transport.publish(run.channel, run.payloads)
      sent += run?.payloads.length ?? 0
    }
    for (const row of rows) {
      if (run?.channel !== row.channel) {
        await flush()
        run = { channel: row.channel, payloads: [] }
      }
      const payload = this.encode(row.channel, row.id, row.payload)
      if (payload !== undefined) run.payloads.push(payload)
    }
    await flush()
    return sent
  }

  /** The payload as it travels, shrunk when too large; `undefined` when even that is too large. */
  private encode(channel: string, id: number | undefined, json: string): string | undefined {
    const head = id === undefined ? '{"event":' : `{"id":${id},"event":`
    const whole = `${head}${json}}`
    if (Buffer.byteLength(whole) <= this.transport.maxPayloadBytes) return whole
    const shrunk = `${head}${JSON.stringify(this.channel(channel).codec.shrink(JSON.parse(json)))}}`
    return Buffer.byteLength(shrunk) <= this.transport.maxPayloadBytes ? shrunk : undefined
  }

  private receive(name: string, payload: string): void {
    const channel = this.channels.get(name)
    if (!channel) return
    this.queue = this.queue
      .then(async () => {
        const parsed = JSON.parse(payload) as { id?: number; event?: unknown }
        // A bare event is a process of the previous release's (a rolling restart): no envelope.
        const { id, event } = 'event' in parsed ? parsed : { id: undefined, event: parsed }
        if (id !== undefined && this.seenBefore(id)) return
        const restored = await channel.codec.restore(event)
        for (const handler of channel.handlers) handler(restored)
      })
      .catch(() => undefined)
  }

  private seenBefore(id: number): boolean {
    if (this.seen.has(id)) return true
    this.seen.add(id)
    if (this.seen.size > SEEN_IDS) {
      const oldest = this.seen.values().next().value
      if (oldest !== undefined) this.seen.delete(oldest)
    }
    return false
  }

  private reset(): void {
    for (const channel of this.channels.values()) for (const handler of channel.handlers) handler(null)
  }
}

const lives = new WeakMap<Database, Live>()

export interface LiveSettings {
  /** `REDIS_URL`: events travel on Redis; else NOTIFY on PostgreSQL, or in memory on SQLite. */
  redisUrl: string | undefined
  log: HealthLog
}

function transportFor(database: Database, settings: LiveSettings): Transport {
  if (settings.redisUrl) return new RedisTransport(settings.redisUrl, settings.log, database.name)
  if (database.dialect === 'postgres') {
    if (!database.url) throw new Error('a PostgreSQL database without its URL')
    return new PgTransport(database.url, database.db)
  }
  return new MemoryTransport()
}

/** Takes a share of the database's live events (an app being built); its relay starts with the first. */
export function acquireLive(database: Database, settings: LiveSettings): Live {
  let live = lives.get(database)
  if (!live) {
    live = new Live(database, transportFor(database, settings), settings.log)
    lives.set(database, live)
    live.relay.start()
  }
  live.refs += 1
  return live
}

/** Gives a share back (an app closing); the last one closes the transport and stops the relay. */
export async function releaseLive(database: Database): Promise<void> {
  const live = lives.get(database)
  if (!live) return
  live.refs -= 1
  if (live.refs > 0) return
  lives.delete(database)
  await live.close()
}

/** The database's live events in this process, while an app holds them. */
export function liveOf(database: Database): Live {
  const live = lives.get(database)
  if (!live) throw new Error('no live events for this database: build the app on it first')
  return live
}

/** The database's live events in this process, if an app holds them. */
export function liveIfAny(database: Database): Live | undefined {
  return lives.get(database)
}

/**
 * Publishes events just committed, if this process holds the database's live events (a
 * command-line process does not: a server's relay sends its events a moment later).
 */
export function publishCommitted(
  database: Database,
  channel: string,
  events: readonly { id: number; payload: string }[],
): void {
  lives.get(database)?.publishCommitted(channel, events)
}
