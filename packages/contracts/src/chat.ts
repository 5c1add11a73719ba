import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { opsUserName } from './account.ts'
import { chatClientId, chatId, chatMessage, chatText } from './chat-socket.ts'
import { endpoint } from './endpoint.ts'
import { cursorQuery, cursorValue, idParams, lenient, pageOf } from './paging.ts'
import { opsUserMoneyRequests } from './wallet-users.ts'

// The socket's protocol and the message shape are part of the chat's contract.
export * from './chat-socket.ts'

/**
 * Customer-service chat over HTTP, beside the socket: the user's history, the offline send path,
 * read marks, the unread count and presence (sent to the chat host from the config), and the
 * console's inbox. Live updates come over the socket.
 */

/** Operator roles that answer chats (finance does not). */
export const CHAT_ROLES = ['admin', 'support'] as const

/** Whether an operator of `role` answers chats. */
export const isChatRole = (role: string): boolean => (CHAT_ROLES as readonly string[]).includes(role)

const chatOperators = operatorsOf(...CHAT_ROLES)

/** A message, over HTTP: the offline and fallback path of the app, and the console's reply. */
export const chatSendBody = z.strictObject({ clientId: chatClientId, text: chatText })
export type ChatSendBody = z.infer<typeof chatSendBody>

export const chatReadBody = z.strictObject({ upToId: chatId })
export type ChatReadBody = z.infer<typeof chatReadBody>

export const chatPresenceBody = z.strictObject({ online: z.boolean() })
export type ChatPresenceBody = z.infer<typeof chatPresenceBody>

/** `operatorId` absent: assign to me; null: unassign. */
export const chatAssignBody = z.strictObject({ operatorId: z.optional(z.nullable(chatId)) })
export type ChatAssignBody = z.infer<typeof chatAssignBody>

/** A page of history: `before` is the previous page's `next` (older messages). */
const historyQuery = z.object({ before: cursorValue })

export const chatUnreadReply = z.strictObject({ count: z.number() })
export type ChatUnreadReply = z.infer<typeof chatUnreadReply>

export const chatPresenceReply = z.strictObject({
  /** Customer service is online: an operator has the switch on and the console open. */
  online: z.boolean(),
})
export type ChatPresenceReply = z.infer<typeof chatPresenceReply>

export const opsChatPresenceReply = z.extend(chatPresenceReply, {
  /** The calling operator's own switch. */
  mine: z.boolean(),
})
export type OpsChatPresenceReply = z.infer<typeof opsChatPresenceReply>

/** One conversation in the console's inbox, newest activity first. */
export const chatConversationRow = z.strictObject({
  id: z.number(),
  userId: z.number(),
  userNickname: z.string(),
  userPhoneMasked: z.string(),
  assignedOperatorId: z.nullable(z.number()),
  assignedOperatorName: z.nullable(z.string()),
  lastMessageId: z.number(),
  lastMessageAt: z.number(),
  lastMessageFrom: z.nullable(z.enum(['user', 'operator'])),
  /** The first 80 characters of the newest message. */
  lastMessagePreview: z.string(),
  /** User messages the support team has not read. */
  unread: z.number(),
  /** `resolved` once an operator resolved it, until the user writes again (decision 0056). */
  status: z.enum(['open', 'resolved']),
  /** Who resolved it and when; null while open. */
  resolvedBy: z.nullable(z.string()),
  resolvedAt: z.nullable(z.number()),
})
export type ChatConversationRow = z.infer<typeof chatConversationRow>

/**
 * The user beside a conversation in the console: who they are, who invited them (by name), their
 * balances from the ledger, and their recharges and withdrawals (what waits, the latest few).
 */
export const chatUserFacts = z.strictObject({
  id: z.number(),
  nickname: z.string(),
  /** The whole number, as the console's other pages show it. */
  phone: z.string(),
  phoneMasked: z.string(),
  vipLevel: z.number(),
  frozen: z.boolean(),
  /** Unix seconds. */
  joinedAt: z.number(),
  /** The user whose code they signed up with; null for an operator's code. */
  inviter: z.nullable(opsUserName),
  /** Minor units (points are whole points). */
  balances: z.strictObject({
    balance: z.string(),
    revenue: z.string(),
    points: z.string(),
    withdrawHold: z.string(),
  }),
  money: opsUserMoneyRequests,
})
export type ChatUserFacts = z.infer<typeof chatUserFacts>

/** Who a conversation is assigned to now (both null: nobody). */
export const chatAssignReply = z.strictObject({
  operatorId: z.nullable(z.number()),
  operatorName: z.nullable(z.string()),
})
export type ChatAssignReply = z.infer<typeof chatAssignReply>

// ── The user ────────────────────────────────────────────────────────────────────────────────────

/** A page of chat history, newest first; the app checks what the chat host sends with it. */
export const chatMessagePage = pageOf(chatMessage)

export const CHAT_LIST_MESSAGES = endpoint({
  id: 'chat.listMessages',
  method: 'GET',
  path: '/api/chat/messages',
  access: 'user',
  summary: "The user's conversation, 30 messages a page, newest first.",
  query: historyQuery,
  reply: chatMessagePage,
  host: 'chat',
})

export const CHAT_SEND = endpoint({
  id: 'chat.send',
  method: 'POST',
  path: '/api/chat/messages',
  access: 'user',
  summary: 'Sends a message without the socket; a resent client id is answered with the stored message.',
  body: chatSendBody,
  reply: chatMessage,
  host: 'chat',
})

export const CHAT_READ = endpoint({
  id: 'chat.read',
  method: 'POST',
  path: '/api/chat/read',
  access: 'user',
  summary: "Marks customer service's messages read up to `upToId`; answers what is left unread.",
  body: chatReadBody,
  reply: chatUnreadReply,
  host: 'chat',
})

export const CHAT_UNREAD = endpoint({
  id: 'chat.unread',
  method: 'GET',
  path: '/api/chat/unread',
  access: 'user',
  summary: "Customer service's messages the user has not read.",
  reply: chatUnreadReply,
  host: 'chat',
})

export const CHAT_PRESENCE = endpoint({
  id: 'chat.presence',
  method: 'GET',
  path: '/api/chat/presence',
  access: 'public',
  summary: 'Whether customer service is online.',
  reply: chatPresenceReply,
  host: 'chat',
})

// ── The console ─────────────────────────────────────────────────────────────────────────────────

export const CHAT_OPS_LIST_CONVERSATIONS = endpoint({
  id: 'chat.opsListConversations',
  method: 'GET',
  path: '/api/ops/chat/conversations',
  access: chatOperators,
  summary:
    'The inbox, newest activity first, with unread counts and assignees: the open conversations, or `status` resolved; `filter` mine or unassigned.',
  query: z.extend(cursorQuery, {
    filter: lenient(z.enum(['all', 'mine', 'unassigned'])),
    status: lenient(z.enum(['open', 'resolved'])),
  }),
  reply: pageOf(chatConversationRow),
})

export const CHAT_OPS_LIST_MESSAGES = endpoint({
  id: 'chat.opsListMessages',
  method: 'GET',
  path: '/api/ops/chat/conversations/:id/messages',
  access: chatOperators,
  summary: "A conversation's messages, 30 a page, newest first.",
  params: idParams,
  query: historyQuery,
  reply: chatMessagePage,
})

export const CHAT_OPS_REPLY = endpoint({
  id: 'chat.opsReply',
  method: 'POST',
  path: '/api/ops/chat/conversations/:id/messages',
  access: chatOperators,
  summary:
    'Replies; the first reply takes an unassigned conversation. A resent client id answers the stored one.',
  params: idParams,
  body: chatSendBody,
  reply: chatMessage,
})

export const CHAT_OPS_READ = endpoint({
  id: 'chat.opsRead',
  method: 'POST',
  path: '/api/ops/chat/conversations/:id/read',
  access: chatOperators,
  summary: "Marks the user's messages read for the support team up to `upToId`; answers what is left.",
  params: idParams,
  body: chatReadBody,
  reply: chatUnreadReply,
})

export const CHAT_OPS_ASSIGN = endpoint({
  id: 'chat.opsAssign',
  method: 'POST',
  path: '/api/ops/chat/conversations/:id/assign',
  access: chatOperators,
  summary: 'Assigns a conversation to an operator who may chat, to the caller, or to nobody.',
  params: idParams,
  body: chatAssignBody,
  reply: chatAssignReply,
})

export const CHAT_OPS_USER_FACTS = endpoint({
  id: 'chat.opsUserFacts',
  method: 'GET',
  path: '/api/ops/chat/conversations/:id/user',
  access: chatOperators,
  summary:
    "The conversation's user: nickname, phone, VIP level, frozen, joined, inviter by name, balances, and their pending and latest recharges and withdrawals.",
  params: idParams,
  reply: chatUserFacts,
})

export const CHAT_OPS_PRESENCE = endpoint({
  id: 'chat.opsPresence',
  method: 'GET',
  path: '/api/ops/chat/presence',
  access: chatOperators,
  summary: "Whether customer service is online, and the caller's own switch.",
  reply: opsChatPresenceReply,
})

export const CHAT_OPS_SET_PRESENCE = endpoint({
  id: 'chat.opsSetPresence',
  method: 'POST',
  path: '/api/ops/chat/presence',
  access: chatOperators,
  summary: "Turns the caller's presence switch on or off.",
  body: chatPresenceBody,
  reply: opsChatPresenceReply,
})
