import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { createTestDatabase, redisAvailable, testRedisUrl } from '../testing/databases.ts'
import { describeEachDialect } from '../testing/each-dialect.ts'
import { createBus, inTransactionWithEvents, type Bus, type BusSignal } from './bus.ts'
import { acquireLive, releaseLive } from './live.ts'

const redisUp = await redisAvailable()

interface ProbeEvent {
  kind: 'probe'
  from: string
}

const unchanged = {
  shrink: (event: ProbeEvent) => event,
  restore: async (received: unknown) => received as ProbeEvent,
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} }

/**
 * Two databases whose processes share one Redis (two environments, or the suite's servers) hear
 * only their own live events. Each database numbers its events from 1, so a process that heard
 * the other's event 1 would also take its own event 1 for a repeat, and drop it: a notification
 * that never reaches the phone.
 */
if (redisUp)
  describeEachDialect(
    'live events of two databases on one Redis',
    (ctx) => {
      let other: Database
      const buses: Bus<ProbeEvent>[] = []
      const heard: Record<'here' | 'there', BusSignal<ProbeEvent>[]> = { here: [], there: [] }

      beforeAll(async () => {
        other = await createTestDatabase(ctx().deps.database.dialect)
        acquireLive(other, { redisUrl: testRedisUrl, log: quiet })
        for (const [side, database] of [
          ['here', ctx().deps.database],
          ['there', other],
        ] as const) {
          // The same channel on both: what keeps them apart is the database, not the name.
          const bus = createBus<ProbeEvent>(database, 'probe_apart', unchanged)
          bus.subscribe((signal) => heard[side].push(signal))
          await bus.start()
          buses.push(bus)
        }
      })
      afterAll(async () => {
        for (const bus of buses) await bus.close()
        await releaseLive(other)
        await other.close()
      })

      it("hears each database's own events, the same ids on both, and never the other's", async () => {
        const [here, there] = buses as [Bus<ProbeEvent>, Bus<ProbeEvent>]
        for (const [bus, database, from] of [
          [here, ctx().deps.database, 'here'],
          [there, other, 'there'],
        ] as const)
          await inTransactionWithEvents(database, bus, async () => ({
            result: undefined,
            events: [{ kind: 'probe' as const, from }],
          }))
        await expect.poll(() => heard.here.length + heard.there.length, { timeout: 10_000 }).toBe(2)
        // Nothing more comes: each heard its own, once.
        await new Promise((resolve) => setTimeout(resolve, 300))
        expect(heard).toEqual({
          here: [{ kind: 'probe', from: 'here' }],
          there: [{ kind: 'probe', from: 'there' }],
        })
      })
    },
    { redisUrl: testRedisUrl },
  )
