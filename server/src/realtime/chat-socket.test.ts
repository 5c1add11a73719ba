import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import { CHAT_CLOSE, CHAT_MAX_SOCKETS } from '@app/contracts'
import { describeEachDialect } from '../testing/each-dialect.ts'
import { seedOperator, seedUsers } from './testing/seed.ts'
import { chatUrl, openSocket, signIn, type TestSocket } from './testing/ws-client.ts'

const send = (socket: TestSocket, text: string, extra: object = {}) => {
  const clientId = randomUUID()
  socket.send({ type: 'send', clientId, text, ...extra })
  return clientId
}

describeEachDialect(
  'chat socket',
  (ctx) => {
    let url = ''
    const user = async () => (await seedUsers(ctx().deps.database.db, 1, ctx().clock.now()))[0]!
    const operator = (role: 'admin' | 'support' | 'finance' = 'support') =>
      seedOperator(ctx().deps.database.db, role, ctx().clock.now())

    beforeAll(async () => {
      await ctx().app.listen({ host: '127.0.0.1', port: 0 })
      url = chatUrl((ctx().app.server.address() as { port: number }).port)
    })

    it('signs a user in with the first frame and echoes a sent message as its ack', async () => {
      const { token } = await user()
      const { socket, ready } = await signIn(url, token)
      expect(ready).toMatchObject({ role: 'user', unread: 0, lastId: 0, online: false })
      const clientId = send(socket, '  Hello, I need help  ')
      const { message } = await socket.take('message')
      expect(message).toMatchObject({
        clientId,
        from: 'user',
        text: 'Hello, I need help',
        conversationId: ready.conversationId,
      })
      const history = await ctx().call({ method: 'GET', url: '/api/chat/messages', token })
      expect(history.json()).toMatchObject({ data: { items: [{ id: message.id, clientId }], next: null } })
      await socket.close()
    })

    it('delivers an operator reply to the user at once, with unread counts on both sides', async () => {
      const { token } = await user()
      const op = await operator()
      const { socket: userSocket } = await signIn(url, token)
      const { socket: opSocket, ready } = await signIn(url, op.token)
      expect(ready).toMatchObject({ role: 'operator', operatorId: op.operatorId, name: op.username })

      send(userSocket, 'Where is my withdrawal?')
      expect(await userSocket.take('message')).toMatchObject({ unread: 0 })
      const incoming = await opSocket.take('message')
      expect(incoming.unread).toBe(1)
      const conversationId = incoming.message.conversationId

      send(opSocket, 'Let me check.', { conversationId })
      const reply = await userSocket.take('message', (f) => f.message.from === 'operator')
      expect(reply.message).toMatchObject({ text: 'Let me check.', operatorName: op.username })
      expect(reply.unread).toBe(1)
      // The reply took the unassigned conversation and counts as read for the team.
      expect(await opSocket.take('assigned')).toMatchObject({ conversationId, operatorId: op.operatorId })
      expect(await opSocket.take('message', (f) => f.message.from === 'operator')).toMatchObject({
        unread: 0,
      })

      userSocket.send({ type: 'read', upToId: reply.message.id })
      expect(await userSocket.take('unread')).toMatchObject({ count: 0 })
      const unread = await ctx().call({ method: 'GET', url: '/api/chat/unread', token })
      expect(unread.json()).toMatchObject({ data: { count: 0 } })
      await Promise.all([userSocket.close(), opSocket.close()])
    })

    it('resumes after a reconnect with exactly the missed messages, none twice', async () => {
      const { token } = await user()
      const op = await operator()
      const first = await signIn(url, token)
      send(first.socket, 'one')
      const had = (await first.socket.take('message')).message
      await first.socket.close()

      const conversationId = had.conversationId
      const { socket: opSocket } = await signIn(url, op.token)
      for (const text of ['two', 'three', 'four']) send(opSocket, text, { conversationId })
      for (let i = 0; i < 3; i++) await opSocket.take('message', (f) => f.message.from === 'operator')
      // Sent over HTTP while the socket was down (the offline queue's path).
      await ctx().call({
        method: 'POST',
        url: '/api/chat/messages',
        token,
        payload: { clientId: randomUUID(), text: 'five' },
      })

      const again = await signIn(url, token, { afterId: had.id })
      expect(again.ready.lastId).toBeGreaterThan(had.id)
      const resumed = await again.socket.take('resumed')
      expect(resumed.more).toBe(false)
      send(opSocket, 'six', { conversationId })
      await again.socket.take('message', (f) => f.message.text === 'six')
      await new Promise((done) => setTimeout(done, 200))
      const texts = again.socket.frames.flatMap((f) => (f.type === 'message' ? [f.message.text] : []))
      expect(texts).toEqual(['two', 'three', 'four', 'five', 'six'])
      expect(resumed.lastId).toBe(again.ready.lastId)
      await Promise.all([again.socket.close(), opSocket.close()])
    })

    it('stores a resent client id once and answers the resend with the stored message', async () => {
      const { token } = await user()
      const { socket } = await signIn(url, token)
      const clientId = randomUUID()
      socket.send({ type: 'send', clientId, text: 'only once' })
      const stored = (await socket.take('message')).message
      socket.send({ type: 'send', clientId, text: 'only once' })
      expect((await socket.take('message')).message).toEqual(stored)
      const viaHttp = await ctx().call({
        method: 'POST',
        url: '/api/chat/messages',
        token,
        payload: { clientId, text: 'only once' },
      })
      expect(viaHttp.json()).toMatchObject({ data: { id: stored.id } })
      const history = await ctx().call({ method: 'GET', url: '/api/chat/messages', token })
      expect(history.json<{ data: { items: unknown[] } }>().data.items).toHaveLength(1)
      await socket.close()
    })

    it('closes the socket within seconds of a logout', async () => {
      const { token } = await user()
      const { socket } = await signIn(url, token)
      const started = Date.now()
      expect((await ctx().call({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200)
      const closed = await socket.closed
      expect(closed).toEqual({ code: CHAT_CLOSE.unauthenticated, reason: 'session ended: sign in again' })
      expect(Date.now() - started).toBeLessThan(3500)
    })

    it('closes the sockets of a frozen account', async () => {
      const { token, userId } = await user()
      const { socket } = await signIn(url, token)
      await ctx().deps.database.db.updateTable('users').set({ frozen: 1 }).where('id', '=', userId).execute()
      expect((await socket.closed).code).toBe(CHAT_CLOSE.unauthenticated)
    })

    it('refuses a foreign Origin and admits its own and configured ones', async () => {
      const port = (ctx().app.server.address() as { port: number }).port
      await expect(openSocket(url, { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403')
      for (const origin of [`http://127.0.0.1:${port}`, 'https://app.example.com']) {
        const socket = await openSocket(url, { origin })
        await socket.close()
      }
    })

    it('answers the chat API across origins for configured origins only', async () => {
      const preflight = await ctx().call({
        method: 'OPTIONS',
        url: '/api/chat/messages',
        headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
      })
      expect(preflight.statusCode).toBe(204)
      expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.com')
      expect(preflight.headers['access-control-allow-headers']).toContain('authorization')
      const foreign = await ctx().call({
        method: 'GET',
        url: '/api/chat/presence',
        headers: { origin: 'https://evil.example' },
      })
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    })

    it('gives configured origins CORS answers on the chat calls themselves, failures included', async () => {
      const origin = 'https://app.example.com'
      const presence = await ctx().call({ method: 'GET', url: '/api/chat/presence', headers: { origin } })
      expect(presence.headers['access-control-allow-origin']).toBe(origin)
      const signedOut = await ctx().call({ method: 'GET', url: '/api/chat/unread', headers: { origin } })
      expect(signedOut.statusCode).toBe(401)
      expect(signedOut.headers['access-control-allow-origin']).toBe(origin)
    })

    it('closes a socket whose first frame is not auth, or whose token is unknown', async () => {
      const bare = await openSocket(url)
      bare.send({ type: 'send', clientId: randomUUID(), text: 'hi' })
      expect((await bare.closed).code).toBe(CHAT_CLOSE.unauthenticated)
      const unknown = await openSocket(url)
      unknown.send({ type: 'auth', token: 'x'.repeat(43) })
      expect(await unknown.closed).toEqual({ code: 4401, reason: 'unknown or ended session: sign in again' })
    })

    it('signs the console in with a one-use ticket for its cookie session, closed when that session ends', async () => {
      const op = await operator()
      const issue = async () =>
        (await ctx().call({ method: 'POST', url: '/api/ops/auth/socket-ticket', token: op.token })).json<{
          data: { ticket: string }
        }>().data.ticket
      const ticket = await issue()
      const { socket, ready } = await signIn(url, ticket)
      expect(ready).toMatchObject({ role: 'operator', operatorId: op.operatorId })
      // Used once: the same ticket opens nothing more.
      const again = await openSocket(url)
      again.send({ type: 'auth', token: ticket })
      expect((await again.closed).code).toBe(CHAT_CLOSE.unauthenticated)
      // An unused ticket runs out after 30 seconds.
      const late = await issue()
      ctx().clock.advance(31)
      const expired = await openSocket(url)
      expired.send({ type: 'auth', token: late })
      expect((await expired.closed).code).toBe(CHAT_CLOSE.unauthenticated)
      // The socket stands for the session: signing out closes it.
      await ctx().call({ method: 'POST', url: '/api/ops/auth/logout', token: op.token })
      expect((await socket.closed).code).toBe(CHAT_CLOSE.unauthenticated)
    })

    it('answers a bad frame with an error frame and keeps the socket', async () => {
      const { token } = await user()
      const { socket } = await signIn(url, token, { headers: { 'accept-language': 'es' } })
      socket.send('not json')
      expect(await socket.take('error')).toMatchObject({ code: 'VALIDATION_FAILED' })
      const clientId = randomUUID()
      socket.send({ type: 'send', clientId, text: 'x'.repeat(2001) })
      expect(await socket.take('error')).toMatchObject({ code: 'VALIDATION_FAILED', clientId })
      socket.send({ type: 'presence', online: true })
      expect(await socket.take('error')).toMatchObject({ code: 'FORBIDDEN' })
      send(socket, 'still here')
      expect((await socket.take('message')).message.text).toBe('still here')
      await socket.close()
    })

    it('writes its texts in the page’s language (?lang=), else in the browser’s', async () => {
      const refused = async (query: string) => {
        const { socket } = await signIn(`${url}${query}`, (await user()).token, {
          headers: { 'accept-language': 'es' },
        })
        socket.send({ type: 'presence', online: true })
        const { msg } = await socket.take('error')
        await socket.close()
        return msg
      }
      expect(await refused('?lang=ja')).toBe('この操作は許可されていません。')
      expect(await refused('?lang=en')).toBe('You are not allowed to do this.')
      expect(await refused('?lang=xx')).toBe('No tiene permiso para hacer esto.')
      expect(await refused('')).toBe('No tiene permiso para hacer esto.')
    })

    it('closes on a frame that is too large, and on too many frames a second', async () => {
      const big = await signIn(url, (await user()).token)
      big.socket.send({ type: 'send', clientId: randomUUID(), text: 'x'.repeat(9000) })
      expect(await big.socket.closed).toEqual({ code: 4413, reason: 'frame too large: at most 8192 bytes' })

      const fast = await signIn(url, (await user()).token)
      for (let i = 0; i < 30; i++) fast.socket.send({ type: 'typing' })
      const closed = await fast.socket.closed
      expect(closed.code).toBe(CHAT_CLOSE.rateLimited)
      expect(closed.reason).toContain('rate limit')
    })

    it(`allows ${CHAT_MAX_SOCKETS} sockets per user and closes one more`, async () => {
      const { token } = await user()
      const sockets = []
      for (let i = 0; i < CHAT_MAX_SOCKETS; i++) sockets.push((await signIn(url, token)).socket)
      const extra = await openSocket(url)
      extra.send({ type: 'auth', token })
      expect((await extra.closed).code).toBe(CHAT_CLOSE.tooManySockets)
      await Promise.all(sockets.map((s) => s.close()))
    })

    it('refuses operators whose role may not chat', async () => {
      const finance = await operator('finance')
      const socket = await openSocket(url)
      socket.send({ type: 'auth', token: finance.token })
      expect((await socket.closed).code).toBe(CHAT_CLOSE.forbidden)
    })

    it('carries a message whose text is too long for a notification payload', async () => {
      const { token } = await user()
      const op = await operator()
      const { socket: opSocket } = await signIn(url, op.token)
      // Control characters take six bytes each in JSON: far over PostgreSQL's 8000-byte NOTIFY limit.
      const text = `a${'\u0001'.repeat(1998)}z`
      const sent = await ctx().call({
        method: 'POST',
        url: '/api/chat/messages',
        token,
        payload: { clientId: randomUUID(), text },
      })
      expect(sent.statusCode).toBe(200)
      expect((await opSocket.take('message')).message.text).toBe(text)
      await opSocket.close()
    })

    it('closes sockets for a reconnect when the feed between processes restarts', async () => {
      if (ctx().deps.database.dialect !== 'postgres') return
      const { token } = await user()
      const first = await signIn(url, token)
      send(first.socket, 'before')
      const had = (await first.socket.take('message')).message
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%'`.execute(ctx().deps.database.db)
      expect(await first.socket.closed).toEqual({
        code: CHAT_CLOSE.restart,
        reason: 'chat feed restarted: reconnect and resume',
      })
      // The chat's and the notifications' feeds each restart and close the sockets they had, one
      // after the other: a socket opened between the two is closed too, and a client reconnects.
      let again: Awaited<ReturnType<typeof signIn>> | undefined
      for (let attempt = 0; !again && attempt < 5; attempt++) {
        again = await signIn(url, token, { afterId: had.id }).catch(() => undefined)
      }
      if (!again) throw new Error('could not sign in again after the feeds restarted')
      send(again.socket, 'after')
      expect((await again.socket.take('message')).message.text).toBe('after')
      await again.socket.close()
    })

    it('tells users when customer service goes online and offline', async () => {
      const { token } = await user()
      const op = await operator('admin')
      const { socket: userSocket, ready } = await signIn(url, token)
      expect(ready.online).toBe(false)
      const { socket: opSocket } = await signIn(url, op.token)
      opSocket.send({ type: 'presence', online: true })
      expect(await opSocket.take('presence')).toEqual({ type: 'presence', online: true })
      expect(await userSocket.take('presence')).toEqual({ type: 'presence', online: true })
      expect((await ctx().call({ method: 'GET', url: '/api/chat/presence' })).json()).toMatchObject({
        data: { online: true },
      })
      const late = await signIn(url, (await user()).token)
      expect(late.ready.online).toBe(true)
      opSocket.send({ type: 'presence', online: false })
      expect(await userSocket.take('presence')).toEqual({ type: 'presence', online: false })
      await Promise.all([userSocket.close(), opSocket.close(), late.socket.close()])
    })
  },
  { allowedOrigins: ['https://app.example.com'] },
)
