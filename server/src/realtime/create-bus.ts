import type { Database } from '../db/database.ts'
import type { Bus, BusEvent } from './bus.ts'
import { MemoryBus } from './memory-bus.ts'
import { PgBus, type PayloadCodec } from './pg-bus.ts'

/**
 * The bus for this database: in memory on SQLite (one process owns the file), LISTEN/NOTIFY on
 * `channel` on PostgreSQL (any number of processes).
 */
export function createBus<E extends BusEvent>(
  database: Database,
  channel: string,
  codec: PayloadCodec<E>,
): Bus<E> {
  if (database.dialect === 'postgres') {
    if (!database.url) throw new Error('a PostgreSQL database without its URL')
    return new PgBus(database.url, database.db, channel, codec)
  }
  return new MemoryBus()
}
