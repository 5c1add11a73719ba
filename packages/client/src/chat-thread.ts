import type { ChatMessage } from '@app/contracts/chat'

/** A message written here that the server has not acknowledged yet. */
export interface PendingMessage {
  /** Kept across resends, so the server answers a resend with the stored message. */
  clientId: string
  text: string
  /** Unix seconds, when it was written; shown until the server's own message replaces it. */
  createdAt: number
}

const senderKey = (message: Pick<ChatMessage, 'from' | 'clientId'>) => `${message.from}:${message.clientId}`

/**
 * The held messages plus the incoming ones, sorted by id, each once: a message already held by
 * id, or by sender and client id (a resend answered with the stored message), is not added again.
 * Returns `held` itself when nothing is new, so a repeated frame re-renders nothing.
 */
export function mergeMessages(
  held: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): readonly ChatMessage[] {
  const ids = new Set(held.map((message) => message.id))
  const senders = new Set(held.map(senderKey))
  const added: ChatMessage[] = []
  for (const message of incoming) {
    const sender = senderKey(message)
    if (ids.has(message.id) || senders.has(sender)) continue
    ids.add(message.id)
    senders.add(sender)
    added.push(message)
  }
  if (added.length === 0) return held
  return [...held, ...added].sort((a, b) => a.id - b.id)
}

/**
 * The client ids of `pending` that came back as this side's own messages (the user's by
 * default, or the operators'): those are delivered.
 */
export function deliveredIds(
  pending: readonly Pick<PendingMessage, 'clientId'>[],
  messages: readonly ChatMessage[],
  from: ChatMessage['from'] = 'user',
): string[] {
  if (pending.length === 0) return []
  const own = new Set(messages.filter((m) => m.from === from).map((m) => m.clientId))
  return pending.filter((item) => own.has(item.clientId)).map((item) => item.clientId)
}

/** The newest id held: what a reconnect resumes after (0 for none). */
export function lastIdOf(messages: readonly ChatMessage[]): number {
  return messages[messages.length - 1]?.id ?? 0
}

/** A client id: 32 hex digits (random values work where `crypto.randomUUID` is not offered). */
export function newClientId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  )
}
