import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type net from 'node:net'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { PRODUCTS_BUY, WALLET_CREATE_RECHARGE, WALLET_OPS_CONFIRM_RECHARGE, pathOf } from '@app/contracts'
import { openDatabase } from './db/database.ts'
import { seedOperator } from './realtime/testing/seed.ts'
import { chatUrl, signIn } from './realtime/testing/ws-client.ts'
import { postgresAvailable, redisAvailable, testRedisUrl } from './testing/databases.ts'
import { PRICE, prepare, type World } from './testing/money-world.ts'
import { expectEveryPurchaseOnce, type SentPurchase } from './testing/settle-purchases.ts'
import { kill, newDatabase, send, startServer, type Server } from './testing/server-process.ts'

/**
 * Issue 34's fleet: three server processes on one PostgreSQL and one Redis, started together on an
 * empty database, then, under a load of purchases, the one leading the background work killed with
 * `kill -9` and the next leader stopped with SIGTERM. Every acknowledged purchase is kept (once),
 * chat and notifications cross between the processes left, one operator was created, and at every
 * moment only the leader's background jobs have run: the followers' counts stay at 0.
 */

const METRICS_TOKEN = 'fleet-scrape-token-0123'
const ADMIN = { username: 'fleet-lead', password: 'quiet otter 41 ledger' }
const CLIENTS = 4

const available = (await postgresAvailable()) && (await redisAvailable())

/** An SMS gateway that takes every text: the outbox worker (one of the jobs counted) runs only with one. */
async function startGateway(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => response.writeHead(200).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}/send`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}

/** A process's background figures from its `/metrics`: whether it leads, and each job's rounds. */
async function figures(server: Server): Promise<{ leader: boolean; runs: Record<string, number> }> {
  const response = await fetch(`${server.base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  const text = await response.text()
  const runs: Record<string, number> = {}
  for (const [, job, value] of text.matchAll(/^app_job_runs_total\{job="([a-z_]+)"\} (\d+)$/gm))
    runs[job as string] = Number(value)
  return { leader: /^app_leader 1$/m.test(text), runs }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The one leader among `servers` once exactly one says so, and the followers. */
async function oneLeader(servers: Server[]): Promise<{ leader: Server; followers: Server[] }> {
  return until('one leader', async () => {
    const said = await Promise.all(servers.map(figures))
    const leaders = servers.filter((_, i) => said[i]!.leader)
    if (leaders.length !== 1) return undefined
    return { leader: leaders[0]!, followers: servers.filter((s) => s !== leaders[0]) }
  })
}

describe.skipIf(!available)('three processes on one PostgreSQL and Redis', () => {
  const servers: Server[] = []
  let world: World | undefined
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined
  afterAll(async () => {
    for (const server of servers) await kill(server)
    await gateway?.close()
    await world?.drop()
  })

  it(
    'keeps every acknowledged purchase through a kill -9 and a SIGTERM, with one runner of the background work',
    { timeout: 300_000 },
    async () => {
      gateway = await startGateway()
      const made = await newDatabase('postgres')
      const env = {
        ...made.env,
        REDIS_URL: testRedisUrl,
        RATE_LIMIT_PER_MINUTE: '1000000',
        METRICS_TOKEN,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SMS_WEBHOOK_URL: gateway.url,
        SHUTDOWN_TIMEOUT_SECONDS: '8',
      }
      // Started together on the empty database: they migrate it at once, and one creates the operator.
      servers.push(...(await Promise.all([startServer(env), startServer(env), startServer(env)])))
      const operators = await made.database.db.selectFrom('operators').select('username').execute()
      expect(operators).toEqual([{ username: ADMIN.username }])
      const observer = openDatabase({ url: made.env.DATABASE_URL, poolSize: 1 })
      world = await prepare('postgres', made)
      const support = await seedOperator(observer.db, 'support', Math.floor(Date.now() / 1000))

      // One leads; the others have run no background job at all.
      const first = await oneLeader(servers)
      for (const follower of first.followers) expect((await figures(follower)).runs).toEqual({})
      await until(
        'the leader swept',
        async () => ((await figures(first.leader)).runs.expiry ?? 0) >= 1 || undefined,
      )

      // The load: each client buys in turn from the processes still up, until told to stop.
      const alive = [...servers]
      const sent: SentPurchase[] = []
      let loading = true
      const client = async (user: World['users'][number], n: number) => {
        for (let round = n; loading; round++) {
          const server = alive[round % alive.length]!
          const key = randomUUID()
          const answer = await send(server.base, {
            method: PRODUCTS_BUY.method,
            path: pathOf(PRODUCTS_BUY, { id: world!.productId }),
            token: user.token,
            body: { wallet: 'balance', expectedPrice: String(PRICE) },
            key,
          })
          sent.push({ userId: user.id, key, answer })
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
      const acked = () => sent.filter((s) => s.answer?.status === 200).length
      const clients = world.users.slice(0, CLIENTS).map(client)
      await until('purchases under way', async () => acked() >= 20 || undefined)

      // kill -9 the leader: its lock goes with its connection, and one of the others leads.
      const killedAt = acked()
      alive.splice(alive.indexOf(first.leader), 1)
      await kill(first.leader)
      const second = await oneLeader(alive)
      await until(
        'the new leader swept',
        async () => ((await figures(second.leader)).runs.expiry ?? 0) >= 1 || undefined,
      )
      const [other] = second.followers
      expect((await figures(other!)).runs).toEqual({})
      await until('purchases after the kill', async () => acked() >= killedAt + 20 || undefined)

      // Chat crosses between the two left: a user on one, support on the other.
      const user = world.users[CLIENTS]!
      const { socket: userSocket } = await signIn(
        chatUrl(Number(new URL(second.leader.base).port)),
        user.token,
      )
      const { socket: opSocket } = await signIn(chatUrl(Number(new URL(other!.base).port)), support.token)
      userSocket.send({ type: 'send', clientId: randomUUID(), text: 'still there?' })
      const incoming = await opSocket.take('message', undefined, 15_000)
      expect(incoming.message).toMatchObject({ from: 'user', text: 'still there?' })
      opSocket.send({
        type: 'send',
        clientId: randomUUID(),
        text: 'yes',
        conversationId: incoming.message.conversationId,
      })
      expect(
        (await userSocket.take('message', (f) => f.message.from === 'operator', 15_000)).message.text,
      ).toBe('yes')
      // A notification crosses too: a recharge confirmed on one process reaches the user's socket on the other.
      const recharge = await send(second.leader.base, {
        method: WALLET_CREATE_RECHARGE.method,
        path: WALLET_CREATE_RECHARGE.path,
        token: user.token,
        body: { amount: '5000', membershipNumber: 'M-1', payerAccount: 'P-1', channelId: world.channelId },
        key: randomUUID(),
      })
      expect(recharge?.status).toBe(200)
      const rechargeId = (recharge!.body as { data: { id: number } }).data.id
      const confirmed = await send(other!.base, {
        method: WALLET_OPS_CONFIRM_RECHARGE.method,
        path: pathOf(WALLET_OPS_CONFIRM_RECHARGE, { id: rechargeId }),
        token: world.operatorToken,
        body: { reference: `FLEET-${rechargeId}` },
        key: randomUUID(),
      })
      expect(confirmed?.status, JSON.stringify(confirmed?.body)).toBe(200)
      await userSocket.take('notification', undefined, 15_000)
      await Promise.all([userSocket.close(), opSocket.close()])

      // SIGTERM the second leader under the load: it drains and exits 0, and the last one leads.
      const stoppedAt = acked()
      alive.splice(alive.indexOf(second.leader), 1)
      const exited = new Promise<number | null>((resolve) => second.leader.child.once('exit', resolve))
      second.leader.child.kill('SIGTERM')
      expect(await exited, second.leader.output.join('')).toBe(0)
      const third = await oneLeader(alive)
      const leadingSeen = Date.now()
      expect(third.leader).toBe(other)
      await until(
        'the last leader swept',
        async () => ((await figures(other!)).runs.expiry ?? 0) >= 1 || undefined,
      )
      await until('purchases after the stop', async () => acked() >= stoppedAt + 20 || undefined)
      await until(
        'the leader polled the outbox thrice',
        async () => ((await figures(other!)).runs.outbox ?? 0) >= 3 || undefined,
      )
      loading = false
      await Promise.all(clients)
      const last = await figures(other!)
      // Once per period: the outbox every second, the sweep's jobs when it began to lead and every
      // 30 s. It led at most one try of the lock (2 s) before it was seen leading.
      const ledSeconds = (Date.now() - leadingSeen) / 1000 + 2
      expect(last.runs.outbox ?? 0).toBeGreaterThan(0)
      expect(last.runs.outbox).toBeLessThanOrEqual(Math.ceil(ledSeconds) + 1)
      for (const job of ['expiry', 'income_due', 'purge_auth', 'purge_alone_days', 'purge_idempotency'])
        expect(last.runs[job], job).toBeLessThanOrEqual(1 + Math.floor(ledSeconds / 30))
      console.log(
        `three processes: ${sent.length} purchases sent, ${acked()} acknowledged; the last leader's job rounds`,
        last.runs,
      )

      // Every acknowledged purchase is there once, and the ledger holds.
      await expectEveryPurchaseOnce(other!, world, world.users.slice(0, CLIENTS), sent)
      const { rows } = await sql<{ n: string }>`select count(*) as n from operators`.execute(observer.db)
      // The first operator, and the two this test made (the world's admin, support).
      expect(Number(rows[0]?.n)).toBe(3)
      await observer.close()
    },
  )
})
