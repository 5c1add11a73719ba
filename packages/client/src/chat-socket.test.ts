import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import { CHAT_CLOSE, CHAT_SOCKET_PATH, type ChatServerFrame } from '@app/contracts/chat'
import { ChatSocket, type ChatSocketOptions, type LinkState, type StopReason } from './chat-socket.ts'
import { webSocketConnect } from './socket-transport.ts'

const TOKEN = 'operator-token-0123456789'

/** One socket as the server sees it: the frames it got, and a way to answer or close. */
interface Peer {
  frames: Record<string, unknown>[]
  send(frame: ChatServerFrame | Record<string, unknown>): void
  close(code: number): void
}

/** A real WebSocket server on a free port that the test plays the chat server of. */
async function startServer() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: CHAT_SOCKET_PATH })
  await new Promise<void>((ready) => wss.once('listening', ready))
  const peers: Peer[] = []
  wss.on('connection', (ws) => {
    const peer: Peer = {
      frames: [],
      send: (frame) => ws.send(JSON.stringify(frame)),
      close: (code) => ws.close(code, 'closed by the test'),
    }
    ws.on('message', (data) => peer.frames.push(JSON.parse(String(data)) as Record<string, unknown>))
    peers.push(peer)
  })
  const { port } = wss.address() as { port: number }
  return {
    url: `ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`,
    peers,
    /** The `count`-th connection (1 first), once it has sent its `auth` frame. */
    async signedIn(count: number): Promise<Peer> {
      await vi.waitFor(() => expect(peers[count - 1]?.frames.length).toBeGreaterThan(0))
      return peers[count - 1] as Peer
    },
    close: () => new Promise<void>((done) => wss.close(() => done())),
  }
}

const ready: ChatServerFrame = { type: 'ready', role: 'operator', online: true, operatorId: 7, name: 'helen' }

describe('the reconnecting chat socket, against a real WebSocket server', () => {
  let server: Awaited<ReturnType<typeof startServer>>
  let socket: ChatSocket | undefined
  const links: [LinkState, StopReason | undefined][] = []
  const frames: ChatServerFrame[] = []

  beforeEach(async () => {
    server = await startServer()
    links.length = 0
    frames.length = 0
  })
  afterEach(async () => {
    socket?.stop()
    await server.close()
  })

  const open = (options: Partial<ChatSocketOptions> = {}) => {
    socket = new ChatSocket({
      url: () => server.url,
      connect: webSocketConnect(WebSocket),
      authFrame: () => ({ type: 'auth', token: TOKEN }),
      checkSession: async () => true,
      onLink: (link, reason) => links.push([link, reason]),
      onFrame: (frame) => frames.push(frame),
      onRateLimited: () => undefined,
      random: () => 0,
      ...options,
    })
    socket.start()
    return socket
  }
  const lastLink = () => links[links.length - 1]

  it('signs in with the first frame, opens on `ready` and passes on only frames the contract allows', async () => {
    const chat = open()
    const peer = await server.signedIn(1)
    expect(peer.frames).toEqual([{ type: 'auth', token: TOKEN }])
    expect(chat.send({ type: 'typing' })).toBe(false)
    peer.send(ready)
    await vi.waitFor(() => expect(lastLink()).toEqual(['open', undefined]))
    peer.send({ type: 'presence', online: 'yes' })
    peer.send({ type: 'presence', online: false })
    await vi.waitFor(() => expect(frames).toEqual([ready, { type: 'presence', online: false }]))
    expect(chat.send({ type: 'presence', online: true })).toBe(true)
    await vi.waitFor(() => expect(peer.frames[1]).toEqual({ type: 'presence', online: true }))
  })

  it('keeps under the server’s frame rate: a burst of eight, then four a second', async () => {
    const chat = open()
    const peer = await server.signedIn(1)
    peer.send(ready)
    await vi.waitFor(() => expect(chat.isOpen).toBe(true))
    for (let i = 0; i < 10; i++) chat.send({ type: 'typing' })
    await vi.waitFor(() => expect(peer.frames).toHaveLength(1 + 8))
    await new Promise((done) => setTimeout(done, 100))
    expect(peer.frames).toHaveLength(1 + 8)
    await vi.waitFor(() => expect(peer.frames).toHaveLength(1 + 10))
  })

  it('reconnects after a restart, waiting out the backoff, and signs in again', async () => {
    open()
    const first = await server.signedIn(1)
    first.send(ready)
    await vi.waitFor(() => expect(lastLink()).toEqual(['open', undefined]))
    const closedAt = Date.now()
    first.close(CHAT_CLOSE.restart)
    await vi.waitFor(() => expect(lastLink()).toEqual(['waiting', undefined]))
    const second = await server.signedIn(2)
    // The first wait is 1 s less at most a fifth of jitter.
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(750)
    expect(second.frames).toEqual([{ type: 'auth', token: TOKEN }])
  })

  it('says so on a rate-limit close, then reconnects', async () => {
    const onRateLimited = vi.fn()
    open({ onRateLimited })
    ;(await server.signedIn(1)).close(CHAT_CLOSE.rateLimited)
    await vi.waitFor(() => expect(onRateLimited).toHaveBeenCalledOnce())
    await server.signedIn(2)
  })

  it.each([
    [CHAT_CLOSE.forbidden, 'forbidden'],
    [CHAT_CLOSE.tooManySockets, 'tooManySockets'],
  ] as const)('stops for good on close %i (%s)', async (code, reason) => {
    open()
    ;(await server.signedIn(1)).close(code)
    await vi.waitFor(() => expect(lastLink()).toEqual(['stopped', reason]))
    await new Promise((done) => setTimeout(done, 1200))
    expect(server.peers).toHaveLength(1)
  })

  it('asks whether the session still holds after an unauthenticated close', async () => {
    const checkSession = vi.fn(async () => true)
    open({ checkSession })
    ;(await server.signedIn(1)).close(CHAT_CLOSE.unauthenticated)
    await server.signedIn(2)
    expect(checkSession).toHaveBeenCalledOnce()

    checkSession.mockResolvedValue(false)
    ;(await server.signedIn(2)).close(CHAT_CLOSE.unauthenticated)
    await vi.waitFor(() => expect(lastLink()).toEqual(['stopped', 'signedOut']))
    await new Promise((done) => setTimeout(done, 1200))
    expect(server.peers).toHaveLength(2)
  })

  it('does not connect without a sign-in, and stops reconnecting when stopped', async () => {
    open({ authFrame: () => undefined })
    await vi.waitFor(() => expect(lastLink()).toEqual(['stopped', 'signedOut']))
    expect(server.peers).toHaveLength(0)

    const chat = open()
    ;(await server.signedIn(1)).close(CHAT_CLOSE.goingAway)
    await vi.waitFor(() => expect(lastLink()).toEqual(['waiting', undefined]))
    chat.stop()
    await new Promise((done) => setTimeout(done, 1200))
    expect(server.peers).toHaveLength(1)
  })

  it('runs `prepare` before each attempt and treats its failure as a failed attempt', async () => {
    const prepare = vi.fn().mockRejectedValueOnce(new Error('history failed')).mockResolvedValue(undefined)
    open({ prepare })
    await server.signedIn(1)
    expect(prepare).toHaveBeenCalledTimes(2)
    expect(links.map(([link]) => link)).toEqual(['connecting', 'waiting'])
  })
})
