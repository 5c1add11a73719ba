import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { inTransaction } from '../db/transaction.ts'
import { redisAvailable, testRedisUrl } from '../testing/databases.ts'
import { describeEachDialect } from '../testing/each-dialect.ts'
import type { TestContext } from '../testing/context.ts'
import { createBus, inTransactionWithEvents, type Bus, type BusSignal } from './bus.ts'
import { liveOf } from './live.ts'

const redisUp = await redisAvailable()

interface ProbeEvent {
  kind: 'probe'
  n: number
}

/** Redis's channels are shared by every database on it: a name of this run's own. */
const CHANNEL = `probe_${randomBytes(4).toString('hex')}`

const unchanged = {
  shrink: (event: ProbeEvent) => event,
  restore: async (received: unknown) => received as ProbeEvent,
}

/**
 * The process that commits live events publishes them itself, right after its commit, on every
 * transport: with the relay stopped (no look at the outbox can send anything) they still arrive,
 * in commit order, and their rows leave the outbox; a transaction that rolls back sends nothing.
 */
function publishesOnCommit(ctx: () => TestContext): void {
  let bus: Bus<ProbeEvent>
  const heard: BusSignal<ProbeEvent>[] = []
  const outbox = async () => (await ctx().deps.db.selectFrom('live_events').select('id').execute()).length

  beforeAll(async () => {
    const { database } = ctx().deps
    // Only the commit's own publish is left to deliver anything.
    liveOf(database).relay.stop()
    bus = createBus<ProbeEvent>(database, CHANNEL, unchanged)
    bus.subscribe((signal) => heard.push(signal))
    await bus.start()
  })
  afterAll(async () => {
    await bus.close()
  })

  it('sends what each transaction committed, in commit order, without the relay', async () => {
    heard.length = 0
    const { database } = ctx().deps
    for (let n = 1; n <= 20; n += 2)
      await inTransactionWithEvents(database, bus, async () => ({
        result: undefined,
        events: [
          { kind: 'probe' as const, n },
          { kind: 'probe' as const, n: n + 1 },
        ],
      }))
    const sent = Array.from({ length: 20 }, (_, i) => ({ kind: 'probe', n: i + 1 }))
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(20)
    expect(heard).toEqual(sent)
    await expect.poll(outbox, { timeout: 10_000 }).toBe(0)
  })

  it('sends nothing for a transaction that rolled back', async () => {
    heard.length = 0
    const { database } = ctx().deps
    await expect(
      inTransaction(database, async (tx) => {
        await bus.stage(tx, [{ kind: 'probe', n: 100 }])
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await inTransactionWithEvents(database, bus, async () => ({
      result: undefined,
      events: [{ kind: 'probe' as const, n: 101 }],
    }))
    // What commits after it arrives, and it is the only thing that does.
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(1)
    expect(heard).toEqual([{ kind: 'probe', n: 101 }])
    await expect.poll(outbox, { timeout: 10_000 }).toBe(0)
  })
}

describeEachDialect('live events published on commit, in memory or on NOTIFY', publishesOnCommit)

if (redisUp)
  describeEachDialect('live events published on commit, on Redis', publishesOnCommit, {
    redisUrl: testRedisUrl,
  })
