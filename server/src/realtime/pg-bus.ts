import pg from 'pg'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import type { Bus, BusEvent, BusSignal } from './bus.ts'
import { notify } from './notify.repo.ts'

/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7800

/** How events too large for one notification travel: shrunk by the sender, restored on receipt. */
export interface PayloadCodec<E extends BusEvent> {
  /** The event, made small enough to travel (its JSON is over the limit). */
  shrink(event: E): unknown
  /** An event as it arrived, with what `shrink` left out put back. */
  restore(received: unknown): Promise<E>
}

/**
 * Several processes on one PostgreSQL: NOTIFY on `channel` (inside the sending transaction when
 * there is one), and one dedicated connection per process that LISTENs. Every node, the sender
 * included, receives events through LISTEN, in commit order. When that connection drops,
 * subscribers get a `reset` (events may have been missed) and the next `start()` listens again.
 */
export class PgBus<E extends BusEvent> implements Bus<E> {
  private readonly handlers: ((signal: BusSignal<E>) => void)[] = []
  private listener: pg.Client | undefined
  private starting: Promise<void> | undefined
  private closed = false
  /** Notifications are handled one after another, so an event that must be restored keeps its place. */
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly url: string,
    private readonly db: Kysely<DB>,
    private readonly channel: string,
    private readonly codec: PayloadCodec<E>,
  ) {}

  async publish(events: readonly E[]): Promise<void> {
    await notify(
      this.db,
      this.channel,
      events.map((event) => this.encode(event)),
    )
  }

  async stage(tx: Kysely<DB>, events: readonly E[]): Promise<() => void> {
    await notify(
      tx,
      this.channel,
      events.map((event) => this.encode(event)),
    )
    return () => {}
  }

  subscribe(handler: (signal: BusSignal<E>) => void): void {
    this.handlers.push(handler)
  }

  start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the bus is closed'))
    this.starting ??= this.listen().catch((error: unknown) => {
      this.starting = undefined
      throw error
    })
    return this.starting
  }

  async close(): Promise<void> {
    this.closed = true
    const listener = this.listener
    this.listener = undefined
    this.handlers.length = 0
    await listener?.end().catch(() => undefined)
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url })
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload) this.receive(n.payload)
    })
    let gone = false
    const onLost = () => {
      if (gone) return
      gone = true
      this.lost(client)
    }
    client.on('error', onLost)
    client.on('end', onLost)
    await client.connect()
    await client.query(`LISTEN ${this.channel}`)
    if (this.closed) {
      await client.end().catch(() => undefined)
      return
    }
    this.listener = client
  }

  private lost(client: pg.Client): void {
    if (this.closed || (this.listener !== undefined && this.listener !== client)) return
    this.listener = undefined
    this.starting = undefined
    client.end().catch(() => undefined)
    this.emit({ kind: 'reset' })
  }

  private receive(payload: string): void {
    this.queue = this.queue
      .then(async () => this.emit(await this.codec.restore(JSON.parse(payload))))
      .catch(() => undefined)
  }

  private emit(signal: BusSignal<E>): void {
    for (const handler of this.handlers) handler(signal)
  }

  private encode(event: E): string {
    const json = JSON.stringify(event)
    return Buffer.byteLength(json) <= MAX_PAYLOAD_BYTES ? json : JSON.stringify(this.codec.shrink(event))
  }
}
