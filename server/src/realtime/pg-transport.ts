import pg from 'pg'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { notify } from './live-events.repo.ts'
import type { Transport, TransportHealth, TransportReceiver } from './transport.ts'

/**
 * Several processes on one PostgreSQL without Redis: NOTIFY from the pool, never inside a caller's
 * transaction (the relay sends after the commit), and one dedicated connection per process that
 * LISTENs on every channel. When that connection drops the receiver is reset (payloads may have
 * been missed) and the next `start()` listens again.
 */
export class PgTransport implements Transport {
  readonly kind = 'postgres'
  /** NOTIFY payloads must stay under 8000 bytes. */
  readonly maxPayloadBytes = 7800
  private listener: pg.Client | undefined
  private starting: Promise<void> | undefined
  private lostFeed = false
  private closed = false

  constructor(
    private readonly url: string,
    private readonly db: Kysely<DB>,
  ) {}

  async publish(channel: string, payloads: readonly string[]): Promise<void> {
    await notify(this.db, channel, payloads)
  }

  start(channels: readonly string[], receiver: TransportReceiver): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the transport is closed'))
    this.starting ??= this.listen(channels, receiver).catch((error: unknown) => {
      this.starting = undefined
      throw error
    })
    return this.starting
  }

  health(): TransportHealth {
    const listener = this.listener ? 'up' : this.lostFeed ? 'down' : 'idle'
    return { kind: 'postgres', listener }
  }

  async close(): Promise<void> {
    this.closed = true
    const listener = this.listener
    this.listener = undefined
    await listener?.end().catch(() => undefined)
  }

  private async listen(channels: readonly string[], receiver: TransportReceiver): Promise<void> {
    const client = new pg.Client({ connectionString: this.url })
    client.on('notification', (n) => {
      if (n.payload !== undefined && channels.includes(n.channel)) receiver.payload(n.channel, n.payload)
    })
    let gone = false
    const onLost = () => {
      if (gone) return
      gone = true
      this.lost(client, receiver)
    }
    client.on('error', onLost)
    client.on('end', onLost)
    try {
      await client.connect()
      for (const channel of channels) await client.query(`LISTEN ${channel}`)
    } catch (error) {
      this.lostFeed = true
      gone = true
      await client.end().catch(() => undefined)
      throw error
    }
    if (this.closed) {
      await client.end().catch(() => undefined)
      return
    }
    this.listener = client
    this.lostFeed = false
  }

  private lost(client: pg.Client, receiver: TransportReceiver): void {
    if (this.closed || (this.listener !== undefined && this.listener !== client)) return
    this.listener = undefined
    this.starting = undefined
    this.lostFeed = true
    client.end().catch(() => undefined)
    receiver.reset()
  }
}
