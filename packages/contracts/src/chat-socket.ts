import * as z from 'zod/mini'
import { endpoint } from './endpoint.ts'
import type { ErrorCode } from './errors.ts'
import { notificationItem } from './notifications.ts'

/**
 * Customer-service chat: the socket at `CHAT_SOCKET_PATH` (on the chat host from the config, the
 * same server by default), its frames and the message shape it shares with the HTTP calls
 * (`chat.ts`). Both ends validate every frame with these schemas. One conversation per user;
 * operators (roles admin and support) see all.
 *
 * The socket: connect without any token in the URL, send `auth` first (within
 * `CHAT_AUTH_TIMEOUT_MS`), wait for `ready`. Every message carries the sender's `clientId`, so a
 * resend is recognised and answered with the stored message; clients keep messages sorted and
 * deduplicated by `id`, and resume after a reconnect from the highest `id` they have.
 */

/**
 * Everything the chat host answers lives under this path: the socket and the user's chat calls.
 * A separate chat host (`chat_url`) answers CORS for it.
 */
export const CHAT_PATH = '/api/chat'
/** The chat socket (`GET`, upgraded to a WebSocket). */
export const CHAT_SOCKET_PATH = `${CHAT_PATH}/ws`

export const CHAT_SOCKET = endpoint({
  id: 'chat.socket',
  method: 'GET',
  path: CHAT_SOCKET_PATH,
  access: 'public',
  summary:
    'The chat WebSocket: no token in the URL; the first frame signs in (`auth`) and is answered `ready`. Frames are the `chatClientFrame` and `chatServerFrame` schemas of the contracts.',
  reply: z.null(),
  socket: true,
})

/** Longest message text, in characters after trimming. */
export const CHAT_MAX_TEXT = 2000
/** Largest inbound frame; a bigger one closes the socket with `CHAT_CLOSE.frameTooLarge`. */
export const CHAT_MAX_FRAME_BYTES = 8 * 1024
/** Inbound frames per second per user (token bucket): a steady rate and a burst. */
export const CHAT_RATE_PER_SECOND = 5
export const CHAT_RATE_BURST = 10
/** Open sockets per user or operator on one server; one more is closed with `tooManySockets`. */
export const CHAT_MAX_SOCKETS = 5
/** The first frame must be `auth` within this time. */
export const CHAT_AUTH_TIMEOUT_MS = 5000
/** Messages per page of history, and per batch of a resume. */
export const CHAT_PAGE_SIZE = 30
export const CHAT_RESUME_BATCH = 100

/**
 * Close codes. A client reconnects (with backoff and jitter, then `auth` with `afterId`) after
 * `rateLimited`, `restart`, `tryAgain`, `goingAway` and network failures; it does not after
 * `unauthenticated` (sign in again), `forbidden` or `tooManySockets`.
 */
export const CHAT_CLOSE = {
  /** Server shutting down. */
  goingAway: 1001,
  /** The server's chat feed restarted; reconnect and resume. */
  restart: 1012,
  /** Too many messages arrived during a resume; reconnect and resume. */
  tryAgain: 1013,
  /** No or bad `auth`, a session that ended (logout, password change, frozen or disabled account). */
  unauthenticated: 4401,
  /** An operator whose role may not chat. */
  forbidden: 4403,
  /** The client did not read what the server sent. */
  tooSlow: 4408,
  tooManySockets: 4409,
  frameTooLarge: 4413,
  rateLimited: 4429,
} as const
export type ChatCloseCode = (typeof CHAT_CLOSE)[keyof typeof CHAT_CLOSE]

/** A message or conversation id. */
export const chatId = z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER))
const idOrZero = z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))

/** The sender's id for one message, kept across resends (a UUID is fine). */
export const chatClientId = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{8,64}$/, 'validation.chatClientId'))

/** Message text: trimmed, 1 to `CHAT_MAX_TEXT` characters. */
export const chatText = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'validation.chatTextRequired'),
    z.maxLength(CHAT_MAX_TEXT, 'validation.chatTextTooLong'),
  )

// ── Client → server ─────────────────────────────────────────────────────────────────────────────

/**
 * First frame: a user's or an operator's bearer token. A user may pass `afterId` (the highest
 * message id it has, 0 for none) to receive what it missed right after `ready`, with no gap and
 * nothing twice; without it, no backlog is sent.
 */
export const chatAuthFrame = z.strictObject({
  type: z.literal('auth'),
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
  afterId: z.optional(idOrZero),
})

/** A message. Users omit `conversationId` (they have one); operators must give it. */
export const chatSendFrame = z.strictObject({
  type: z.literal('send'),
  clientId: chatClientId,
  text: chatText,
  conversationId: z.optional(chatId),
})

/** Messages after `afterId`, in batches of `CHAT_RESUME_BATCH`; operators name the conversation. */
export const chatResumeFrame = z.strictObject({
  type: z.literal('resume'),
  afterId: idOrZero,
  conversationId: z.optional(chatId),
})

/** Everything up to `upToId` has been seen (by the user, or by the support team). */
export const chatReadFrame = z.strictObject({
  type: z.literal('read'),
  upToId: chatId,
  conversationId: z.optional(chatId),
})

/** The sender is typing; send at most one every 3 seconds. */
export const chatTypingFrame = z.strictObject({
  type: z.literal('typing'),
  conversationId: z.optional(chatId),
})

/** Operators only: the presence switch. */
export const chatPresenceFrame = z.strictObject({
  type: z.literal('presence'),
  online: z.boolean(),
})

/** Operators only: assign a conversation to an operator (`operatorId` absent: to me; null: nobody). */
export const chatAssignFrame = z.strictObject({
  type: z.literal('assign'),
  conversationId: chatId,
  operatorId: z.optional(z.nullable(chatId)),
})

/** Any frame after `auth`. */
export const chatClientFrame = z.discriminatedUnion('type', [
  chatSendFrame,
  chatResumeFrame,
  chatReadFrame,
  chatTypingFrame,
  chatPresenceFrame,
  chatAssignFrame,
])

export type ChatAuthFrame = z.infer<typeof chatAuthFrame>
export type ChatSendFrame = z.infer<typeof chatSendFrame>
export type ChatClientFrame = z.infer<typeof chatClientFrame>

// ── Server → client ─────────────────────────────────────────────────────────────────────────────

export const chatMessage = z.strictObject({
  id: chatId,
  conversationId: chatId,
  clientId: z.string(),
  from: z.enum(['user', 'operator']),
  /** The operator's name on operator messages. */
  operatorName: z.optional(z.string()),
  text: z.string(),
  /** Unix seconds. */
  createdAt: z.number(),
})
export type ChatMessage = z.infer<typeof chatMessage>

const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const satisfies readonly ErrorCode[]

/** Server frames, discriminated by `type`. */
export const chatServerFrame = z.discriminatedUnion('type', [
  /**
   * Authenticated. Users: `online` is whether customer service is online, `conversationId`,
   * `unread` (operator messages not yet read) and `lastId` (newest message id, 0 for none).
   * Operators: `online` is their own presence switch, `operatorId` and `name` who they are.
   */
  z.strictObject({
    type: z.literal('ready'),
    role: z.enum(['user', 'operator']),
    online: z.boolean(),
    conversationId: z.optional(chatId),
    unread: z.optional(idOrZero),
    lastId: z.optional(idOrZero),
    operatorId: z.optional(chatId),
    name: z.optional(z.string()),
  }),
  /**
   * A new message, live or from a resume. The sender's own messages come back too (the ack).
   * Live messages carry `unread`: the user's count, or for operators the conversation's.
   */
  z.strictObject({ type: z.literal('message'), message: chatMessage, unread: z.optional(idOrZero) }),
  /** End of a resume batch: `more` says to send `resume` again from `lastId`. */
  z.strictObject({
    type: z.literal('resumed'),
    conversationId: z.optional(chatId),
    lastId: idOrZero,
    more: z.boolean(),
  }),
  /** Users: customer service went online or offline. Operators: their own switch changed. */
  z.strictObject({ type: z.literal('presence'), online: z.boolean() }),
  /** Users: their unread count. Operators: the unread user messages of one conversation. */
  z.strictObject({ type: z.literal('unread'), count: idOrZero, conversationId: z.optional(chatId) }),
  z.strictObject({ type: z.literal('typing'), conversationId: chatId, from: z.enum(['user', 'operator']) }),
  /** Operators only: a conversation's assignee changed. */
  z.strictObject({
    type: z.literal('assigned'),
    conversationId: chatId,
    operatorId: z.nullable(chatId),
    operatorName: z.nullable(z.string()),
  }),
  /**
   * Users only: a notification was just written for them (its event committed); `unread` is
   * their unread notification count after it. The chat socket carries it so the app has one socket.
   */
  z.strictObject({ type: z.literal('notification'), notification: notificationItem, unread: idOrZero }),
  /** A frame was refused; `clientId` names the message when a `send` failed. The socket stays. */
  z.strictObject({
    type: z.literal('error'),
    code: z.enum(errorCodes),
    msg: z.string(),
    clientId: z.optional(z.string()),
  }),
])
export type ChatServerFrame = z.infer<typeof chatServerFrame>
