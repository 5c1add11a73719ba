import { Redis } from 'ioredis'
import pg from 'pg'

/** When each chat message a user sent was first seen on the transport between the server processes. */
export interface LiveObserver {
  /** By the message's client id: `performance.now()` when its event went by. */
  heard: Map<string, number>
  close(): Promise<void>
}

/**
 * Listens on the chat's live events as one more process would: NOTIFY on `databaseUrl` (channel
 * `chat`), or Redis pub/sub (`live:chat`) when `redisUrl` is given. It splits a message's trip in
 * two: the sending node's part (socket, transaction, commit, publish) up to the moment the event is
 * on the transport, and the receiving node's part (from the transport to its socket) after it.
 */
export async function observeLive(databaseUrl: string, redisUrl?: string): Promise<LiveObserver> {
  const heard = new Map<string, number>()
  const onPayload = (payload: string) => {
    const at = performance.now()
    const { event } = JSON.parse(payload) as {
      event?: { kind?: string; message?: { from?: string; clientId?: string } }
    }
    const clientId = event?.kind === 'message' && event.message?.from === 'user' && event.message.clientId
    if (clientId && !heard.has(clientId)) heard.set(clientId, at)
  }
  if (redisUrl) {
    const sub = new Redis(redisUrl)
    sub.on('message', (_channel: string, payload: string) => onPayload(payload))
    await sub.subscribe('live:chat')
    return { heard, close: async () => void sub.disconnect() }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  client.on('notification', (n) => {
    if (n.payload !== undefined) onPayload(n.payload)
  })
  await client.connect()
  await client.query('LISTEN chat')
  return { heard, close: () => client.end() }
}
