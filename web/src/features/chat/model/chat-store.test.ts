import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_CLOSE, type ChatMessage, type ChatServerFrame } from '@app/contracts/chat'
import type { ListPage } from '../../../lib/list/source.ts'
import type { Connect, TransportHandlers } from '@app/client/socket-transport'
import { ChatStore, type ChatApi, type ChatNotice } from './chat-store.ts'
import { createOutbox, OUTBOX_KEY } from './outbox.ts'

const TOKEN = 'user-token-0123456789abcdef'

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 3,
  clientId: `server-${id}`,
  from: 'operator',
  operatorName: 'helen',
  text: `message ${id}`,
  createdAt: 1_700_000_000 + id,
  ...extra,
})

/** A socket the test plays the server of: it opens, receives frames and drops on command. */
class FakeTransport {
  sent: Record<string, unknown>[] = []
  closed = false
  constructor(
    readonly url: string,
    readonly handlers: TransportHandlers,
  ) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>)
  }
  close() {
    this.closed = true
  }
  open() {
    this.handlers.onOpen()
  }
  receive(frame: ChatServerFrame | Record<string, unknown>) {
    this.handlers.onMessage(JSON.stringify(frame))
  }
  drop(code = 1006) {
    this.handlers.onClose(code)
  }
  framesOf(type: string) {
    return this.sent.filter((frame) => frame.type === type)
  }
}

function setup(history: ChatMessage[] = [message(1), message(2)]) {
  const transports: FakeTransport[] = []
  const connect: Connect = (url, handlers) => {
    const transport = new FakeTransport(url, handlers)
    transports.push(transport)
    return transport
  }
  const notices: ChatNotice[] = []
  const api: ChatApi = {
    // The server answers newest first.
    fetchHistory: vi.fn(async (): Promise<ListPage<ChatMessage>> => ({
      items: [...history].reverse(),
      next: null,
    })),
    fetchPresence: vi.fn(async () => false),
    sendOverHttp: vi.fn(),
    checkSession: vi.fn(async () => true),
  }
  let ids = 0
  const store = new ChatStore({
    api,
    connect,
    url: () => 'ws://chat.test/api/chat/ws',
    token: () => TOKEN,
    outbox: createOutbox(11),
    isVisible: () => true,
    notify: (notice) => notices.push(notice),
    newClientId: () => `client-id-${++ids}`,
    now: () => 1_700_000_100,
    random: () => 1,
  })
  const latest = () => transports[transports.length - 1] as FakeTransport
  /** Lets the history call settle and the next socket appear, then opens it. */
  const nextSocket = async () => {
    const before = transports.length
    await vi.waitFor(() => expect(transports.length).toBe(before + 1))
    latest().open()
    return latest()
  }
  const ready = (
    transport: FakeTransport,
    extra: Partial<Extract<ChatServerFrame, { type: 'ready' }>> = {},
  ) =>
    transport.receive({
      type: 'ready',
      role: 'user',
      online: true,
      conversationId: 3,
      unread: 0,
      lastId: 2,
      ...extra,
    })
  return { store, api, notices, transports, nextSocket, ready }
}

const storedOutbox = () => JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? 'null') as unknown

describe('the user’s chat: outbox, reconnects and resume', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('loads the newest history, then signs in with the first frame and resumes after the last id', async () => {
    const { store, nextSocket, ready } = setup()
    store.start()
    const socket = await nextSocket()
    expect(socket.url).toBe('ws://chat.test/api/chat/ws')
    expect(socket.sent).toEqual([{ type: 'auth', token: TOKEN, afterId: 2 }])
    ready(socket)
    expect(store.getView()).toMatchObject({ link: 'open', online: true, historyLoaded: true })
    expect(store.getView().messages.map((m) => m.id)).toEqual([1, 2])
    store.stop()
  })

  it('keeps a message written while the socket is down, with a pending mark, and sends it once it is up', async () => {
    const { store, nextSocket, ready } = setup()
    store.start()
    const socket = await nextSocket()
    expect(store.send('  Where is my withdrawal?  ')).toBeNull()
    expect(store.getView().pending).toEqual([
      { clientId: 'client-id-1', text: 'Where is my withdrawal?', createdAt: 1_700_000_100 },
    ])
    expect(storedOutbox()).toMatchObject({ owner: 11, items: [{ clientId: 'client-id-1' }] })
    expect(socket.framesOf('send')).toEqual([])

    ready(socket)
    expect(socket.framesOf('send')).toEqual([
      { type: 'send', clientId: 'client-id-1', text: 'Where is my withdrawal?' },
    ])
    socket.receive({
      type: 'message',
      message: message(3, { from: 'user', clientId: 'client-id-1' }),
      unread: 0,
    })
    expect(store.getView().pending).toEqual([])
    expect(store.getView().messages.map((m) => m.id)).toEqual([1, 2, 3])
    expect(storedOutbox()).toMatchObject({ items: [] })
    store.stop()
  })

  it('resends an unacknowledged message with the same client id after a reconnect, resuming from the last id', async () => {
    const { store, nextSocket, ready } = setup()
    store.start()
    const first = await nextSocket()
    ready(first)
    store.send('Hello')
    expect(first.framesOf('send')).toEqual([{ type: 'send', clientId: 'client-id-1', text: 'Hello' }])
    first.receive({ type: 'message', message: message(3) })
    first.drop(1006)
    expect(store.getView().link).toBe('waiting')
    expect(store.getView().pending).toHaveLength(1)

    vi.advanceTimersByTime(1000)
    const second = await nextSocket()
    expect(store.getView().link).toBe('waiting')
    expect(second.sent[0]).toEqual({ type: 'auth', token: TOKEN, afterId: 3 })
    ready(second, { lastId: 4 })
    expect(second.framesOf('send')).toEqual([{ type: 'send', clientId: 'client-id-1', text: 'Hello' }])

    // The server stored the first send: the resume and the resend's answer both bring message 4.
    const own = message(4, { from: 'user', clientId: 'client-id-1', text: 'Hello' })
    second.receive({ type: 'message', message: own })
    second.receive({ type: 'resumed', lastId: 4, more: false })
    second.receive({ type: 'message', message: own })
    expect(store.getView().messages.map((m) => m.id)).toEqual([1, 2, 3, 4])
    expect(store.getView().pending).toEqual([])
    store.stop()
  })

  it('sends what the outbox kept from an earlier visit, and asks for the next resume batch', async () => {
    createOutbox(11).add({ clientId: 'kept-from-before', text: 'Written offline', createdAt: 1_699_999_999 })
    const { store, nextSocket, ready } = setup()
    store.start()
    expect(store.getView().pending).toHaveLength(1)
    const socket = await nextSocket()
    ready(socket)
    expect(socket.framesOf('send')).toEqual([
      { type: 'send', clientId: 'kept-from-before', text: 'Written offline' },
    ])
    socket.receive({ type: 'resumed', lastId: 102, more: true })
    expect(socket.framesOf('resume')).toEqual([{ type: 'resume', afterId: 102 }])
    store.stop()
  })

  it('waits 1 s, 2 s, 4 s … between failed attempts and starts over after a sign-in', async () => {
    const { store, transports, nextSocket, ready } = setup()
    store.start()
    let socket = await nextSocket()
    for (const wait of [1000, 2000, 4000]) {
      socket.drop(1006)
      vi.advanceTimersByTime(wait - 1)
      expect(transports).toHaveLength(transports.indexOf(socket) + 1)
      vi.advanceTimersByTime(1)
      socket = await nextSocket()
    }
    ready(socket)
    socket.drop(CHAT_CLOSE.restart)
    vi.advanceTimersByTime(1000)
    await nextSocket()
    store.stop()
  })

  it('says so when the server closes for sending too fast, and reconnects', async () => {
    const { store, notices, nextSocket, ready } = setup()
    store.start()
    const socket = await nextSocket()
    ready(socket)
    socket.drop(CHAT_CLOSE.rateLimited)
    expect(notices).toEqual([{ kind: 'rateLimited' }])
    vi.advanceTimersByTime(1000)
    await nextSocket()
    store.stop()
  })

  it('stops when the session was revoked (the HTTP check takes the user to sign in)', async () => {
    const { store, api, transports, nextSocket } = setup()
    vi.mocked(api.checkSession).mockResolvedValue(false)
    store.start()
    const socket = await nextSocket()
    socket.drop(CHAT_CLOSE.unauthenticated)
    await vi.waitFor(() =>
      expect(store.getView()).toMatchObject({ link: 'stopped', stopReason: 'signedOut' }),
    )
    vi.advanceTimersByTime(60_000)
    expect(transports).toHaveLength(1)
  })

  it('marks read what arrived while the page is in view', async () => {
    const { store, nextSocket, ready } = setup()
    store.start()
    const socket = await nextSocket()
    ready(socket, { unread: 2 })
    expect(socket.framesOf('read')).toEqual([{ type: 'read', upToId: 2 }])
    socket.receive({ type: 'message', message: message(3), unread: 3 })
    expect(socket.framesOf('read')).toEqual([
      { type: 'read', upToId: 2 },
      { type: 'read', upToId: 3 },
    ])
    store.stop()
  })

  it('ignores frames the contract does not allow, and follows presence', async () => {
    const { store, nextSocket, ready } = setup()
    store.start()
    const socket = await nextSocket()
    ready(socket, { online: false })
    socket.receive({ type: 'message', message: { id: 'nine' } })
    socket.receive({ type: 'presence', online: 'yes' })
    expect(store.getView()).toMatchObject({ online: false })
    expect(store.getView().messages).toHaveLength(2)
    socket.receive({ type: 'presence', online: true })
    expect(store.getView().online).toBe(true)
    store.stop()
  })

  it('drops a message the server refuses for good, and tells the user', async () => {
    const { store, notices, nextSocket, ready } = setup()
    store.start()
    const socket = await nextSocket()
    ready(socket)
    store.send('Hello')
    socket.receive({ type: 'error', code: 'VALIDATION_FAILED', msg: 'Too long.', clientId: 'client-id-1' })
    expect(store.getView().pending).toEqual([])
    expect(notices).toEqual([{ kind: 'rejected', msg: 'Too long.' }])
    store.stop()
  })
})
