import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { createTestDatabase, postgresAvailable } from '../testing/databases.ts'
import { startNode, type ServerNode } from './testing/nodes.ts'
import { seedOperator, seedUsers } from './testing/seed.ts'
import { chatUrl, signIn } from './testing/ws-client.ts'

const available = await postgresAvailable()

describe.skipIf(!available)('chat across two server processes on one PostgreSQL', () => {
  let database: Database | undefined
  let nodes: ServerNode[] = []

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    const env = { DATABASE_URL: database.url ?? '' }
    nodes = await Promise.all([startNode(env), startNode(env)])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()))
    await database?.close()
  })

  it('passes messages both ways and presence from one node to the other, in real time', async () => {
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

    const conversationId = incoming.message.conversationId
    opSocket.send({ type: 'send', clientId: randomUUID(), text: 'hello from node B', conversationId })
    const reply = await userSocket.take('message', (f) => f.message.from === 'operator')
    expect(reply.message).toMatchObject({ text: 'hello from node B', operatorName: operator.username })

    opSocket.send({ type: 'presence', online: false })
    expect(await userSocket.take('presence')).toEqual({ type: 'presence', online: false })
    await Promise.all([userSocket.close(), opSocket.close()])
  })
})
