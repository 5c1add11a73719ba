import type { Database } from '../db/database.ts'
import { afterCommit, inTransaction, type Tx } from '../db/transaction.ts'
import { insertLiveEvents } from './live-events.repo.ts'
import { liveIfAny, liveOf, publishCommitted, type PayloadCodec } from './live.ts'

export type { PayloadCodec } from './live.ts'

/** Every event names its kind; `reset` is the bus's own signal. */
export interface BusEvent {
  kind: string
}

/** Delivered to subscribers only: the feed was interrupted, so events may have been missed. */
export type BusSignal<E extends BusEvent> = E | { kind: 'reset' }

/**
 * One channel of live events between server processes. What a transaction produces is staged: a
 * row of the outbox written in that transaction, published by this process right after the commit
 * (Redis with `REDIS_URL`, else NOTIFY on PostgreSQL outside the transaction, else in memory on
 * SQLite), or by any process's relay if this one died first.
 * What no transaction produces (typing, presence) is published at once. Events carry ids and small
 * fields, as JSON.
 */
export interface Bus<E extends BusEvent> {
  /** Sends events to every node now (nothing is stored: for what no transaction produces). */
  publish(events: readonly E[]): Promise<void>
  /** Writes events to the outbox inside `tx`; they are published once, and only if, it commits. */
  stage(tx: Tx, events: readonly E[]): Promise<void>
  subscribe(handler: (signal: BusSignal<E>) => void): void
  /** Resolves once events from every node will arrive here; safe to call again after a reset. */
  start(): Promise<void>
  /** Forgets this bus's subscribers (the app is closing). */
  close(): Promise<void>
}

/** A channel of the database's live events, named `channel` (a bare word: it is a NOTIFY channel too). */
export function createBus<E extends BusEvent>(
  database: Database,
  channel: string,
  codec: PayloadCodec<E>,
): Bus<E> {
  const handlers = new Set<(event: unknown) => void>()
  // The codec is known before anything is sent: an event too large for the transport is shrunk.
  liveIfAny(database)?.channel(channel, codec as PayloadCodec<unknown>)
  return {
    publish: (events) => liveOf(database).publishNow(channel, events),
    async stage(tx, events) {
      const payloads = events.map((event) => JSON.stringify(event))
      const ids = await insertLiveEvents(tx, channel, payloads, Math.floor(Date.now() / 1000))
      const committed = ids.map((id, i) => ({ id, payload: payloads[i] ?? '' }))
      afterCommit(tx, () => publishCommitted(database, channel, committed))
    },
    subscribe(handler) {
      const wrapped = (event: unknown) => handler(event === null ? { kind: 'reset' } : (event as E))
      handlers.add(wrapped)
      liveOf(database)
        .channel(channel, codec as PayloadCodec<unknown>)
        .handlers.add(wrapped)
    },
    start: () => liveOf(database).start(),
    async close() {
      const live = liveIfAny(database)
      for (const handler of handlers) live?.channel(channel).handlers.delete(handler)
      handlers.clear()
    },
  }
}

/** Runs `work` in one write transaction and stages the events it returns in that transaction. */
export async function inTransactionWithEvents<T, E extends BusEvent>(
  database: Database,
  bus: Bus<E>,
  work: (tx: Tx) => Promise<{ result: T; events: E[] }>,
): Promise<T> {
  return inTransaction(database, async (tx) => {
    const out = await work(tx)
    if (out.events.length > 0) await bus.stage(tx, out.events)
    return out.result
  })
}
