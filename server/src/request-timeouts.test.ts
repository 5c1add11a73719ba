import net from 'node:net'
import { expect, it } from 'vitest'
import { SERVER_TIMEOUTS } from './app.ts'
import { describeEachDialect } from './testing/each-dialect.ts'

/** Opens a socket, sends a request's headers and the start of its body, and never the rest. */
function slowBody(port: number): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now()
    let answer = ''
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"pho',
      )
    })
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve({ closedAfterMs: Date.now() - started, answer }))
    // Held past this, the server never let go.
    setTimeout(() => socket.destroy(), 5_000)
  })
}

describeEachDialect(
  'a request body that never finishes',
  (ctx) => {
    it('is cut off once its socket has been silent for the connection timeout', async () => {
      await ctx().app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = ctx().app.server.address() as net.AddressInfo
      const held = await Promise.all(Array.from({ length: 5 }, () => slowBody(port)))
      for (const socket of held) expect(socket.closedAfterMs).toBeLessThan(3_000)
      expect(ctx().app.server.requestTimeout).toBe(1_000)
    })
  },
  {},
  { timeouts: { requestMs: 1_000, connectionMs: 400 } },
)

it('the server times requests out in production: whole within 30 s, a socket silent for 90 s closed', () => {
  expect(SERVER_TIMEOUTS).toEqual({ requestMs: 30_000, connectionMs: 90_000 })
})
