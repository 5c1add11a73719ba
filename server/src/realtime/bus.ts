import type { ChatMessage } from '@app/contracts'
import type { Database } from '../db/database.ts'
import { inTransaction, type Tx } from '../db/transaction.ts'
import { MemoryBus } from './memory-bus.ts'
import { PgBus } from './pg-bus.ts'

/**
 * What one node tells every node (itself included) about the chat. Events carry ids and small
 * fields; a message's text travels along when it fits the transport.
 */
export type ChatEvent =
  | {
      kind: 'message'
      userId: number
      message: ChatMessage
      /** Unread counts after this message: the user's, and the support team's for the conversation. */
      userUnread: number
      teamUnread: number
    }
  | { kind: 'read'; side: 'user' | 'operator'; userId: number; conversationId: number; unread: number }
  | { kind: 'assigned'; conversationId: number; operatorId: number | null; operatorName: string | null }
  | { kind: 'typing'; userId: number; conversationId: number; from: 'user' | 'operator' }
  /** An operator's switch changed or their console came or went: presence may have changed. */
  | { kind: 'presence'; operatorId: number; online: boolean }

/** Delivered to subscribers only: the feed was interrupted, so events may have been missed. */
export type BusSignal = ChatEvent | { kind: 'reset' }

/**
 * The fan-out between server processes, behind one small interface: in memory for the embedded
 * single process, PostgreSQL LISTEN/NOTIFY when several processes share a database.
 */
export interface ChatBus {
  /** Sends events to every node now. */
  publish(events: readonly ChatEvent[]): Promise<void>
  /**
   * Sends events made inside `tx` when, and only if, it commits; call it last in the transaction
   * and run the function it returns after the commit. On PostgreSQL the NOTIFY is part of the
   * transaction, so every node receives events in commit order.
   */
  stage(tx: Tx, events: readonly ChatEvent[]): Promise<() => void>
  subscribe(handler: (signal: BusSignal) => void): void
  /** Resolves once events from every node will arrive here; safe to call again after a reset. */
  start(): Promise<void>
  close(): Promise<void>
}

export function createBus(database: Database): ChatBus {
  if (database.dialect === 'postgres') {
    if (!database.url) throw new Error('a PostgreSQL database without its URL')
    return new PgBus(database.url, database.db)
  }
  return new MemoryBus()
}

/** Runs `work` in one write transaction and sends the events it returns once that commits. */
export async function inTransactionWithEvents<T>(
  database: Database,
  bus: ChatBus,
  work: (tx: Tx) => Promise<{ result: T; events: ChatEvent[] }>,
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
