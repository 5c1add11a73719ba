import type { ChatMessage, ChatSendBody } from '@app/contracts'
import { AppError } from '../../lib/errors.ts'
import { countChatMessages } from '../../lib/metrics.ts'
import { inTransactionWithEvents } from '../../realtime/bus.ts'
import { hitOrRefuse } from '../auth/index.ts'
import { notifyUser } from '../notifications/index.ts'
import type { Tx } from '../../db/transaction.ts'
import type { ChatDeps } from './chat-deps.ts'
import type { ChatBus, ChatEvent } from './chat-events.ts'
import { presentMessage } from './chat.presenter.ts'
import * as conversations from './conversations.repo.ts'
import * as repo from './messages.repo.ts'
import { BatchQueue } from './send-queue.ts'

export type Sender = { kind: 'user'; id: number } | { kind: 'operator'; id: number; name: string }

export interface SendRequest {
  sender: Sender
  conversationId: number
  body: ChatSendBody
}

export interface SendResult {
  message: ChatMessage
  /** False when this client id was already stored: the stored message is the answer. */
  created: boolean
}

/** One queue per server (its bus), so sends from the socket and from HTTP share batches. */
const queues = new WeakMap<ChatBus, BatchQueue<SendRequest, SendResult>>()

/**
 * Stores a message once per (sender, client id) and tells every node. Sends arriving together
 * share one transaction (SQLite runs one at a time; PostgreSQL up to four at once).
 */
export function sendMessage(deps: ChatDeps, request: SendRequest): Promise<SendResult> {
  let queue = queues.get(deps.bus)
  if (!queue) {
    const parallel = deps.database.dialect === 'sqlite' ? 1 : 4
    queue = new BatchQueue((requests) => storeMessages(deps, requests), parallel)
    queues.set(deps.bus, queue)
  }
  return queue.submit(request)
}

/**
 * A user's sends over HTTP, counted in the database so every process shares them: the socket's
 * pace (5 a second) sustained over a minute, and a burst of at most 50 in ten seconds.
 */
export const HTTP_SEND_WINDOWS = [
  { seconds: 10, limit: 50 },
  { seconds: 60, limit: 300 },
] as const

/** A user's message, in their conversation (made on their first message); 429 past the windows. */
export async function sendAsUser(
  deps: ChatDeps,
  input: { userId: number; body: ChatSendBody },
): Promise<SendResult> {
  await hitOrRefuse(
    deps,
    HTTP_SEND_WINDOWS.map((w) => ({ bucket: `chat-send:user:${input.userId}:${w.seconds}`, ...w })),
  )
  const conversation = await conversations.ensureConversation(deps.db, input.userId, deps.clock.now())
  return sendMessage(deps, {
    sender: { kind: 'user', id: input.userId },
    conversationId: conversation.id,
    body: input.body,
  })
}

/**
 * Stores a batch of messages in one transaction. Conversations are taken in id order, so
 * concurrent batches (on this process or another) lock rows in the same order and never deadlock;
 * messages to one conversation keep their arrival order.
 */
export async function storeMessages(
  deps: ChatDeps,
  requests: SendRequest[],
): Promise<(SendResult | Error)[]> {
  const now = deps.clock.now()
  const order = requests.map((_, i) => i)
  order.sort((a, b) => requests[a]!.conversationId - requests[b]!.conversationId || a - b)
  const results = await inTransactionWithEvents(deps.database, deps.bus, async (tx) => {
    const results: (SendResult | Error)[] = []
    const events: ChatEvent[] = []
    const step = { ...deps, db: tx }
    for (const i of order) results[i] = await storeOne(step, requests[i]!, now, events)
    return { result: results, events }
  })
  countStored(results)
  return results
}

/** Counts the messages a committed batch stored, by sender; a resend was stored before. */
function countStored(results: (SendResult | Error)[]): void {
  const created = results.filter((r): r is SendResult => !(r instanceof Error) && r.created)
  const byUsers = created.filter((r) => r.message.from === 'user').length
  countChatMessages('user', byUsers)
  countChatMessages('operator', created.length - byUsers)
}

/**
 * One message: claim the next id on the conversation row (its lock makes ids in a conversation
 * follow commit order), insert. A resend (same sender and client id) gives the claimed id back and
 * answers with the stored message. Sending marks everything before it read for the sender's side;
 * an operator's reply takes an unassigned conversation.
 */
async function storeOne(
  deps: Pick<ChatDeps, 'database' | 'clock'> & { db: Tx },
  request: SendRequest,
  now: number,
  events: ChatEvent[],
): Promise<SendResult | Error> {
  const { sender, conversationId, body } = request
  const tx = deps.db
  const claim = await conversations.claimMessageId(
    tx,
    deps.database.dialect,
    conversationId,
    sender.kind,
    now,
  )
  if (!claim) return new AppError('NOT_FOUND')
  const otherReadMark = sender.kind === 'user' ? claim.operator_last_read_id : claim.user_last_read_id
  const id = claim.message_id
  const values = { id, conversationId, sender, clientId: body.clientId, text: body.text, now }
  const inserted = await repo.insertMessage(tx, values, otherReadMark)
  if (!inserted) return answerResend(tx, request, claim)
  // The user wrote again: a resolved conversation is open once more (decision 0056).
  if (sender.kind === 'user') await conversations.reopenConversation(tx, conversationId)
  if (sender.kind === 'operator' && claim.assigned_operator_id === null) {
    await conversations.setAssignee(tx, conversationId, sender.id)
    events.push({ kind: 'assigned', conversationId, operatorId: sender.id, operatorName: sender.name })
  }
  const message = presentMessage({
    id,
    conversation_id: conversationId,
    sender_kind: sender.kind,
    client_id: body.clientId,
    text: body.text,
    created_at: now,
    operator_name: sender.kind === 'operator' ? sender.name : null,
  })
  // The other side's unread count now includes this message; the sender's side has read all.
  const unread = inserted.unreadBefore + 1
  const userUnread = sender.kind === 'user' ? 0 : unread
  const teamUnread = sender.kind === 'user' ? unread : 0
  events.push({ kind: 'message', userId: claim.user_id, message, userUnread, teamUnread })
  // Customer service answered: told once until the user reads the notification, not per message.
  if (sender.kind === 'operator')
    await notifyUser(deps, {
      userId: claim.user_id,
      type: 'support.reply',
      params: { messageId: id },
      oncePerUnread: true,
    })
  return { message, created: true }
}

/** A resend: the claimed id goes back, and the stored message is the answer. */
async function answerResend(
  tx: Tx,
  { sender, conversationId, body }: SendRequest,
  claim: conversations.Claim,
): Promise<SendResult | Error> {
  // The sender's read mark now holds the previous newest id (see claimMessageId).
  const previous = sender.kind === 'user' ? claim.user_last_read_id : claim.operator_last_read_id
  await conversations.releaseMessageId(tx, conversationId, claim.message_id, previous)
  const stored = await repo.findMessageByClientId(tx, conversationId, sender, body.clientId)
  return stored ? { message: presentMessage(stored), created: false } : new Error('resend without a message')
}
