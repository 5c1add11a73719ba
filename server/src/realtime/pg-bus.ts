import pg from 'pg'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import type { BusSignal, ChatBus, ChatEvent } from './bus.ts'

const CHANNEL = 'chat'
/** NOTIFY payloads must stay under 8000 bytes; a longer message travels without its text. */
const MAX_PAYLOAD_BYTES = 7800

type WireEvent = ChatEvent & { textOmitted?: true }

/**
 * Several processes on one PostgreSQL: NOTIFY on the `chat` channel (inside the sending
 * transaction when there is one), and one dedicated connection per process that LISTENs. Every
 * node, the sender included, receives events through LISTEN, in commit order. When that
 * connection drops, subscribers get a `reset` (events may have been missed) and the next
 * `start()` listens again.
 */
export class PgBus implements ChatBus {
  private readonly handlers: ((signal: BusSignal) => void)[] = []
  private listener: pg.Client | undefined
  private starting: Promise<void> | undefined
  private closed = false
  /** Notifications are handled one after another, so a message whose text must be loaded keeps its place. */
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly url: string,
    private readonly db: Kysely<DB>,
  ) {}

  async publish(events: readonly ChatEvent[]): Promise<void> {
    await notify(this.db, events)
  }

  async stage(tx: Kysely<DB>, events: readonly ChatEvent[]): Promise<() => void> {
    await notify(tx, events)
    return () => {}
  }

  subscribe(handler: (signal: BusSignal) => void): void {
    this.handlers.push(handler)
  }

  start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the chat bus is closed'))
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
      if (n.channel === CHANNEL && n.payload) this.receive(n.payload)
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
    await client.query(`LISTEN ${CHANNEL}`)
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
      .then(async () => {
        const event = JSON.parse(payload) as WireEvent
        if (event.kind === 'message' && event.textOmitted) {
          const row = await this.db
            .selectFrom('chat_messages')
            .select('text')
            .where('id', '=', event.message.id)
            .executeTakeFirst()
          event.message.text = row?.text ?? ''
          delete event.textOmitted
        }
        this.emit(event)
      })
      .catch(() => undefined)
  }

  private emit(signal: BusSignal): void {
    for (const handler of this.handlers) handler(signal)
  }
}

/** One statement for any number of events; they are queued in array order. */
async function notify(db: Kysely<DB>, events: readonly ChatEvent[]): Promise<void> {
  if (events.length === 0) return
  const payloads = events.map(encode)
  await sql`select pg_notify(${CHANNEL}, p) from unnest(${payloads}::text[]) with ordinality as t(p, n) order by n`.execute(
    db,
  )
}

function encode(event: ChatEvent): string {
  const json = JSON.stringify(event)
  if (event.kind !== 'message' || Buffer.byteLength(json) <= MAX_PAYLOAD_BYTES) return json
  const wire: WireEvent = { ...event, message: { ...event.message, text: '' }, textOmitted: true }
  return JSON.stringify(wire)
}
