import type { ChatMessage } from '@app/contracts'

/** A reply written here and not acknowledged yet; `failed` when its call failed (retry keeps the id). */
export interface PendingReply {
  clientId: string
  text: string
  createdAt: number
  failed: boolean
}

const senderKey = (message: Pick<ChatMessage, 'from' | 'clientId'>) => `${message.from}:${message.clientId}`

/** Held plus incoming messages sorted by id, each once (by id, and by sender and client id). */
export function mergeMessages(
  held: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): readonly ChatMessage[] {
  const ids = new Set(held.map((m) => m.id))
  const senders = new Set(held.map(senderKey))
  const added = incoming.filter((m) => {
    if (ids.has(m.id) || senders.has(senderKey(m))) return false
    ids.add(m.id)
    senders.add(senderKey(m))
    return true
  })
  return added.length === 0 ? held : [...held, ...added].sort((a, b) => a.id - b.id)
}

/** A client id: 32 hex digits. */
export function newClientId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  )
}
