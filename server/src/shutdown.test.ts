import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTS_BUY, CHAT_CLOSE, pathOf } from '@app/contracts'
import { chatUrl, signIn } from './realtime/testing/ws-client.ts'
import { testDialects } from './testing/databases.ts'
import { sliceOfDialects } from './testing/slow-tier.ts'
import { PRICE, prepare, type World } from './testing/money-world.ts'
import { expectEveryPurchaseOnce } from './testing/settle-purchases.ts'
import {
  kill,
  send,
  startServer,
  TWO_STARTS_TEST_TIMEOUT_MS as timeout,
  type Answer,
  type Server,
} from './testing/server-process.ts'

const DEADLINE_SECONDS = 5
const BUYERS = 7
const PURCHASES_EACH = 25

// Slow by nature (a real server process started twice on each database): the slow tier's slice
// takes one database a run, the other one than `kill-mid-batch.test.ts` takes.
const dialects = sliceOfDialects(await testDialects(), 1)

/**
 * SIGTERM as a container engine or a deploy sends it, in the middle of a burst of purchases: the
 * process stops taking new requests, finishes those in flight, closes chat sockets with 1001, and
 * exits 0 before its deadline.
 * Every purchase it acknowledged is in the ledger after the restart; none is half there.
 */
describe.each(dialects)('SIGTERM during a burst of purchases (%s)', (dialect) => {
  let world: World
  let server: Server | undefined

  beforeAll(async () => {
    world = await prepare(dialect)
  })
  afterAll(async () => {
    if (server) await kill(server)
    await world?.drop()
  })

  it('loses no acknowledged purchase and exits 0 within the deadline', { timeout }, async () => {
    server = await startServer(world.env, { SHUTDOWN_TIMEOUT_SECONDS: String(DEADLINE_SECONDS) })
    const running = server
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      running.child.once('exit', (code) => resolve({ code, at: Date.now() })),
    )
    // A user with the chat open: the socket must close with 1001 "going away", which the app
    // reconnects from (to another process behind a balancer).
    const chatter = world.users[BUYERS]!
    const { socket } = await signIn(chatUrl(Number(new URL(running.base).port)), chatter.token)
    const socketClosed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)))
    const answers: { userId: number; key: string; answer: Answer | undefined; afterSignal: boolean }[] = []
    let signalledAt = 0
    const buyer = async (user: World['users'][number]) => {
      for (let i = 0; i < PURCHASES_EACH; i++) {
        const key = randomUUID()
        const answer = await send(running.base, {
          method: PRODUCTS_BUY.method,
          path: pathOf(PRODUCTS_BUY, { id: world.productId }),
          token: user.token,
          body: { wallet: 'balance', expectedPrice: String(PRICE) },
          key,
        })
        answers.push({ userId: user.id, key, answer, afterSignal: signalledAt > 0 })
        // The signal lands once the burst is well under way, with requests in flight.
        if (answers.length === 40 && !signalledAt) {
          signalledAt = Date.now()
          running.child.kill('SIGTERM')
        }
      }
    }
    await Promise.all(world.users.slice(0, BUYERS).map(buyer))
    const { code, at } = await exited

    expect(signalledAt).toBeGreaterThan(0)
    expect(await socketClosed).toBe(CHAT_CLOSE.goingAway)
    expect(code, running.output.join('')).toBe(0)
    expect(at - signalledAt).toBeLessThan(DEADLINE_SECONDS * 1000)
    const acknowledged = answers.filter((a) => a.answer?.status === 200)
    expect(acknowledged.length).toBeGreaterThanOrEqual(40)
    // The purchases in flight when the signal came were finished and answered, not cut off.
    expect(acknowledged.filter((a) => a.afterSignal).length).toBeGreaterThan(0)
    // Each request was answered 200, or 503 while the server was closing, or not at all: never 500.
    expect(answers.filter((a) => a.answer && a.answer.status !== 200 && a.answer.status !== 503)).toEqual([])

    server = await startServer(world.env)
    // Every acknowledged purchase is there once, every unanswered one at most once, none in part.
    await expectEveryPurchaseOnce(server, world, world.users.slice(0, BUYERS), answers)
  })
})
