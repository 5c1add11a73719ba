import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTS_BUY, pathOf } from '@app/contracts'
import { testDialects } from './testing/databases.ts'
import { sliceOfDialects } from './testing/slow-tier.ts'
import { PRICE, prepare, type World } from './testing/money-world.ts'
import {
  kill,
  send,
  startServer,
  TWO_STARTS_TEST_TIMEOUT_MS as timeout,
  type Answer,
  type Server,
} from './testing/server-process.ts'
import { expectEveryPurchaseOnce } from './testing/settle-purchases.ts'

const TOKEN = 'metrics-token-for-the-kill-test'
/** Purchases in flight at once: every user has several, so commits are shared on both databases. */
const IN_FLIGHT_PER_USER = 4
const ACKNOWLEDGED_BEFORE_KILL = 80

/** Commits that carried more than one request so far, from the process's own metrics. */
async function sharedCommits(server: Server): Promise<number> {
  const response = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  const match = /^app_db_group_commit_requests_count (\d+)/m.exec(await response.text())
  return Number(match?.[1] ?? 0)
}

// Slow by nature (a real server process started twice on each database): the slow tier's slice
// takes one database a run, the other one than `shutdown.test.ts` takes.
const dialects = sliceOfDialects(await testDialects(), 0)

/**
 * `kill -9` while purchases are being written in shared commits (group commit): after the restart
 * every purchase that was answered 200 is there, and no purchase is there in part. A commit is
 * all or nothing, and an answer leaves only after its commit: a request whose batch was cut off got
 * no answer, and sent again with its key it either replays (its batch had committed) or runs now.
 */
describe.each(dialects)('kill -9 in the middle of a shared commit (%s)', (dialect) => {
  let world: World
  let server: Server | undefined

  beforeAll(async () => {
    world = await prepare(dialect)
  })
  afterAll(async () => {
    if (server) await kill(server)
    await world?.drop()
  })

  it('keeps every acknowledged purchase and no partial one', { timeout }, async () => {
    server = await startServer(world.env, { METRICS_TOKEN: TOKEN, GROUP_COMMIT: '1' })
    const running = server
    const answers: { userId: number; key: string; answer: Answer | undefined }[] = []
    let killing = false
    let killed: Promise<void> | undefined
    let sharedBeforeKill = 0
    const killOnce = async () => {
      killing = true
      // The load goes on while the metrics are read, so commits are being shared at the kill.
      sharedBeforeKill = await sharedCommits(running)
      killed = kill(running)
    }
    const buyer = async (user: World['users'][number]) => {
      while (!killed) {
        const key = randomUUID()
        const answer = await send(running.base, {
          method: PRODUCTS_BUY.method,
          path: pathOf(PRODUCTS_BUY, { id: world.productId }),
          token: user.token,
          body: { wallet: 'balance', expectedPrice: String(PRICE) },
          key,
        })
        answers.push({ userId: user.id, key, answer })
        if (!killing && answers.filter((a) => a.answer?.status === 200).length >= ACKNOWLEDGED_BEFORE_KILL)
          await killOnce()
      }
    }
    await Promise.all(
      world.users.flatMap((user) => Array.from({ length: IN_FLIGHT_PER_USER }, () => buyer(user))),
    )
    await killed

    expect(sharedBeforeKill).toBeGreaterThan(0)
    // Requests were in flight when the process died: they got no answer.
    expect(answers.filter((a) => a.answer === undefined).length).toBeGreaterThan(0)
    // Every answer that came back was a purchase made; none failed.
    expect(answers.filter((a) => a.answer && a.answer.status !== 200)).toEqual([])

    server = await startServer(world.env, { GROUP_COMMIT: '1' })
    // Every acknowledged purchase is there once, every unanswered one at most once, none in part.
    await expectEveryPurchaseOnce(server, world, world.users, answers)
  })
})
