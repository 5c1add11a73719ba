import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { createTestDatabase, postgresAvailable, redisAvailable, testRedisUrl } from '../testing/databases.ts'
import { compiledEntry } from '../testing/server-build.ts'
import { startNode, type ServerNode } from './testing/nodes.ts'
import { seedOperator, seedUsers } from './testing/seed.ts'
import { chatUrl, signIn } from './testing/ws-client.ts'

const available = await postgresAvailable()

const redisUp = await redisAvailable()

/**
 * Commits a notification in a process of its own (`testing/commit-and-die.ts`, compiled into the
 * run's build) that is killed (SIGKILL) right after the commit.
 */
async function commitAndDie(databaseUrl: string, userId: number): Promise<void> {
  const child = spawn(process.execPath, await compiledEntry('commit-and-die'), {
    env: { ...process.env, DATABASE_URL: databaseUrl, USER_ID: String(userId) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((resolve, reject) =>
    child.once('exit', (_code, signal) =>
      signal === 'SIGKILL' && out.includes('committed') ? resolve() : reject(new Error(out)),
    ),
  )
}

const transports = [
  { name: 'NOTIFY (no Redis)', env: {} as Record<string, string>, run: available },
  { name: 'Redis pub/sub', env: { REDIS_URL: testRedisUrl }, run: available && redisUp },
]

for (const transport of transports)
  describe.runIf(transport.run)(
    `chat and notifications across two server processes, ${transport.name}`,
    () => {
      let database: Database | undefined
      let nodes: ServerNode[] = []

      beforeAll(async () => {
        database = await createTestDatabase('postgres')
        const env = { DATABASE_URL: database.url ?? '', ...transport.env }
        nodes = await Promise.all([startNode(env), startNode(env)])
      }, 120_000)

      afterAll(async () => {
        await Promise.all(nodes.map((node) => node.stop()))
        await database?.close()
      })

      it('passes messages, notifications and presence from one node to the other', async () => {
        const [nodeA, nodeB] = nodes
        if (!database || !nodeA || !nodeB) throw new Error('nodes did not start')
        const now = Math.floor(Date.now() / 1000)
        const [user] = await seedUsers(database.db, 1, now)
        const operator = await seedOperator(database.db, 'support', now)

        const { socket: userSocket, ready } = await signIn(chatUrl(nodeA.port), user!.token)
        expect(ready.online).toBe(false)
        const { socket: opSocket } = await signIn(chatUrl(nodeB.port), operator.token)

        opSocket.send({ type: 'presence', online: true })
        expect(await userSocket.take('presence')).toEqual({ type: 'presence', online: true })

        userSocket.send({ type: 'send', clientId: randomUUID(), text: 'hello from node A' })
        const incoming = await opSocket.take('message')
        expect(incoming.message).toMatchObject({ from: 'user', text: 'hello from node A' })

        // The reply is committed on node B with its notification; both reach the user on node A.
        const conversationId = incoming.message.conversationId
        opSocket.send({ type: 'send', clientId: randomUUID(), text: 'hello from node B', conversationId })
        const reply = await userSocket.take('message', (f) => f.message.from === 'operator')
        expect(reply.message).toMatchObject({ text: 'hello from node B', operatorName: operator.username })
        const told = await userSocket.take('notification')
        expect(told).toMatchObject({ unread: 1, notification: { type: 'support.reply' } })

        opSocket.send({ type: 'presence', online: false })
        expect(await userSocket.take('presence')).toEqual({ type: 'presence', online: false })
        await Promise.all([userSocket.close(), opSocket.close()])
      })

      it('delivers an event whose process was killed between its commit and its publish', async () => {
        const [nodeA] = nodes
        if (!database || !nodeA) throw new Error('nodes did not start')
        const [user] = await seedUsers(database.db, 1, Math.floor(Date.now() / 1000))
        const { socket } = await signIn(chatUrl(nodeA.port), user!.token)
        await commitAndDie(database.url ?? '', user!.userId)
        // A node's relay finds it on its next look (every second, for events two seconds old).
        const told = await socket.take('notification', undefined, 15_000)
        expect(told).toMatchObject({ unread: 1, notification: { type: 'support.reply' } })
        // Relayed once, then gone from the outbox.
        await expect
          .poll(async () => (await database!.db.selectFrom('live_events').select('id').execute()).length)
          .toBe(0)
        await socket.close()
      })
    },
  )
