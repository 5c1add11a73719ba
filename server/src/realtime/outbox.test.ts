import { beforeAll, expect, it } from 'vitest'
import { inTransaction } from '../db/transaction.ts'
import { metricsRegistry } from '../lib/metrics.ts'
import { describeEachDialect } from '../testing/each-dialect.ts'
import { buildUser } from '../testing/factories.ts'
import { insertLiveEvents } from './live-events.repo.ts'
import { STALE_AFTER_SECONDS } from './relay.ts'
import { chatUrl, signIn } from './testing/ws-client.ts'

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A notification event as the notifications' channel carries it. */
const notification = (userId: number, id: number) =>
  JSON.stringify({
    kind: 'notification',
    userId,
    notification: {
      id,
      type: 'support.reply',
      params: { messageId: id },
      createdAt: nowSeconds(),
      read: false,
    },
    unread: 1,
  })

async function liveEventsCount(outcome: 'published' | 'dropped'): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('app_live_events_total')?.get()
  return metric?.values.find((v) => v.labels.outcome === outcome)?.value ?? 0
}

/**
 * The outbox on both databases: an event committed and never published by its process (as one
 * killed between its commit and its publish leaves it) is sent by the relay, once, and its row
 * goes; one too old to matter is dropped and counted, not sent; a transaction that rolls back
 * leaves nothing behind.
 */
describeEachDialect('the live events outbox', (ctx) => {
  let url = ''
  beforeAll(async () => {
    await ctx().app.listen({ host: '127.0.0.1', port: 0 })
    url = chatUrl((ctx().app.server.address() as { port: number }).port)
  })
  const waiting = async () => (await ctx().deps.db.selectFrom('live_events').select('id').execute()).length

  it('sends an event its process left in the outbox, and empties it', async () => {
    const { token, user } = await buildUser(ctx())
    const { socket } = await signIn(url, token)
    const before = await liveEventsCount('published')
    // Written straight to the outbox: committed, and nobody here was told to publish it.
    await inTransaction(ctx().deps.database, (tx) =>
      insertLiveEvents(tx, 'notifications', [notification(user.id, 9001)], nowSeconds()),
    )
    const told = await socket.take('notification', undefined, 15_000)
    expect(told).toMatchObject({ unread: 1, notification: { id: 9001, type: 'support.reply' } })
    await expect.poll(waiting, { timeout: 10_000 }).toBe(0)
    expect(await liveEventsCount('published')).toBeGreaterThan(before)
    await socket.close()
  })

  it('drops an event too old to matter, counts it, and sends it to no one', async () => {
    const { token, user } = await buildUser(ctx())
    const { socket } = await signIn(url, token)
    const dropped = await liveEventsCount('dropped')
    await inTransaction(ctx().deps.database, (tx) =>
      insertLiveEvents(
        tx,
        'notifications',
        [notification(user.id, 9002)],
        nowSeconds() - STALE_AFTER_SECONDS - 10,
      ),
    )
    await expect.poll(waiting, { timeout: 10_000 }).toBe(0)
    expect(await liveEventsCount('dropped')).toBe(dropped + 1)
    // A fresh one after it still arrives, and is the first this socket hears.
    await inTransaction(ctx().deps.database, (tx) =>
      insertLiveEvents(tx, 'notifications', [notification(user.id, 9003)], nowSeconds()),
    )
    const told = await socket.take('notification', undefined, 15_000)
    expect(told.notification.id).toBe(9003)
    await socket.close()
  })

  it('leaves nothing when the transaction rolls back', async () => {
    const { user } = await buildUser(ctx())
    const failed = inTransaction(ctx().deps.database, async (tx) => {
      await insertLiveEvents(tx, 'notifications', [notification(user.id, 9004)], nowSeconds())
      throw new Error('the step after failed')
    })
    await expect(failed).rejects.toThrow('the step after failed')
    expect(await waiting()).toBe(0)
  })
})
