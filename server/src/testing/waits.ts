import pg from 'pg'
import { afterEach, beforeEach } from 'vitest'
import { onMoneyBatch } from '../lib/idempotency-batch.ts'

/**
 * Until a statement of the database at `url` waits on a lock (PostgreSQL): a request that another
 * connection holds back has got as far as the held row. `what` names the wait in the error.
 */
export async function untilSomeoneWaitsOnALock(url: string, what: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (let waited = 0; ; waited += 20) {
      const waiting = await client.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      )
      if (Number(waiting.rows[0]?.n) > 0) return
      if (waited > 10_000) throw new Error(`${what} never waited`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  } finally {
    await client.end()
  }
}

/**
 * The sizes of the money batches committed during each test of the suite (1 for a request that
 * came alone): `sizes()` reads them, and `reset()` forgets the ones so far.
 */
export function moneyBatchesOfEachTest(): { sizes: () => number[]; reset: () => void } {
  let batches: number[] = []
  beforeEach(() => {
    batches = []
    onMoneyBatch((size) => batches.push(size))
  })
  afterEach(() => onMoneyBatch(() => {}))
  return { sizes: () => batches, reset: () => (batches = []) }
}
