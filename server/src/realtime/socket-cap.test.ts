import { beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/each-dialect.ts'
import { UNAUTHENTICATED_SOCKETS_PER_ADDRESS } from './socket.routes.ts'
import { seedUsers } from './testing/seed.ts'
import { chatUrl, openSocket, signIn, type TestSocket } from './testing/ws-client.ts'

describeEachDialect("the chat socket's doors for one address", (ctx) => {
  let url = ''

  beforeAll(async () => {
    await ctx().app.listen({ host: '127.0.0.1', port: 0 })
    url = chatUrl((ctx().app.server.address() as { port: number }).port)
  })

  it('refuses the upgrade once an address holds its share of sockets that have not signed in', async () => {
    const held: TestSocket[] = []
    try {
      for (let i = 0; i < UNAUTHENTICATED_SOCKETS_PER_ADDRESS; i++) held.push(await openSocket(url))
      await expect(openSocket(url)).rejects.toThrow('HTTP 429')

      // A socket that signs in no longer counts: the next one opens.
      const [user] = await seedUsers(ctx().deps.database.db, 1, ctx().clock.now())
      const first = held.shift() as TestSocket
      await first.close()
      const { socket } = await signIn(url, user?.token ?? '')
      held.push(socket)
      held.push(await openSocket(url))
      await expect(openSocket(url)).rejects.toThrow('HTTP 429')
    } finally {
      await Promise.all(held.map((socket) => socket.close()))
    }
    // Closed without signing in, they free their places too.
    const again = await openSocket(url)
    await again.close()
  })
})
