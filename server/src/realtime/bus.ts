import type { Database } from '../db/database.ts'
import { inTransaction, type Tx } from '../db/transaction.ts'

/** Every event names its kind; `reset` is the bus's own signal. */
export interface BusEvent {
  kind: string
}

/** Delivered to subscribers only: the feed was interrupted, so events may have been missed. */
export type BusSignal<E extends BusEvent> = E | { kind: 'reset' }

/**
 * The fan-out between server processes, behind one small interface: in memory for the embedded
 * single process, PostgreSQL LISTEN/NOTIFY when several processes share a database. Events carry
 * ids and small fields, as JSON.
 */
export interface Bus<E extends BusEvent> {
  /** Sends events to every node now. */
  publish(events: readonly E[]): Promise<void>
  /**
   * Sends events made inside `tx` when, and only if, it commits; call it last in the transaction
   * and run the function it returns after the commit. On PostgreSQL the NOTIFY is part of the
   * transaction, so every node receives events in commit order.
   */
  stage(tx: Tx, events: readonly E[]): Promise<() => void>
  subscribe(handler: (signal: BusSignal<E>) => void): void
  /** Resolves once events from every node will arrive here; safe to call again after a reset. */
  start(): Promise<void>
  close(): Promise<void>
}

/** Runs `work` in one write transaction and sends the events it returns once that commits. */
export async function inTransactionWithEvents<T, E extends BusEvent>(
  database: Database,
  bus: Bus<E>,
  work: (tx: Tx) => Promise<{ result: T; events: E[] }>,
): Promise<T> {
  let afterCommit = () => {}
  const result = await inTransaction(database, async (tx) => {
    const out = await work(tx)
    afterCommit = out.events.length > 0 ? await bus.stage(tx, out.events) : () => {}
    return out.result
  })
  afterCommit()
  return result
}
