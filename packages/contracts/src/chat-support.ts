import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { chatReadBody } from './chat.ts'
import { CHAT_MAX_TEXT, chatId } from './chat-socket.ts'
import { LOCALES } from './constants.ts'
import { endpoint } from './endpoint.ts'
import { idParams } from './paging.ts'

/**
 * Support with context, in the console: saved replies an operator fills the reply box with, and a
 * conversation's links to its user's recharges and withdrawals (decision 0043).
 */

const supportOperators = operatorsOf('admin', 'support')

/** As long as an announcement's title (the same message). */
export const MAX_CANNED_TITLE = 120

/** How many saved replies there may be: the reply box offers them all. */
export const MAX_CANNED_REPLIES = 200

/** A saved reply as an operator writes it: `{{nickname}}` and `{{member}}` are filled when inserted. */
export const cannedReplyBody = z.strictObject({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'content.titleRequired'),
      z.maxLength(MAX_CANNED_TITLE, 'content.titleTooLong'),
    ),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.chatTextRequired'),
      z.maxLength(CHAT_MAX_TEXT, 'validation.chatTextTooLong'),
    ),
  language: z.enum(LOCALES, 'support.languageInvalid'),
})
export type CannedReplyBody = z.infer<typeof cannedReplyBody>

export const cannedReplyRow = z.strictObject({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  language: z.enum(LOCALES),
  /** The username of the operator who saved it last. */
  updatedBy: z.string(),
  updatedAt: z.number(),
})
export type CannedReplyRow = z.infer<typeof cannedReplyRow>

export const CHAT_LINK_KINDS = ['recharge', 'withdrawal'] as const
export type ChatLinkKind = (typeof CHAT_LINK_KINDS)[number]

export const chatLinkBody = z.strictObject({
  kind: z.enum(CHAT_LINK_KINDS),
  requestId: chatId,
})
export type ChatLinkBody = z.infer<typeof chatLinkBody>

/** A conversation's link to one of its user's recharges or withdrawals, with the request as it is now. */
export const chatLinkRow = z.strictObject({
  id: z.number(),
  conversationId: z.number(),
  kind: z.enum(CHAT_LINK_KINDS),
  requestId: z.number(),
  /** Minor units. */
  amount: z.string(),
  status: z.string(),
  linkedBy: z.string(),
  linkedAt: z.number(),
})
export type ChatLinkRow = z.infer<typeof chatLinkRow>

/** Which of some requests are linked to a conversation: what a queue marks. */
export const chatLinksOfRequestsQuery = z.object({
  kind: z.enum(CHAT_LINK_KINDS),
  /** Comma-separated request ids, at most 100. */
  ids: z.pipe(
    z.string().check(z.regex(/^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14}){0,99}$/)),
    z.transform((text) => text.split(',').map(Number)),
  ),
})

export const chatRequestMark = z.strictObject({ requestId: z.number(), conversationId: z.number() })
export type ChatRequestMark = z.infer<typeof chatRequestMark>

export const CHAT_OPS_LIST_CANNED_REPLIES = endpoint({
  id: 'chat.opsListCannedReplies',
  method: 'GET',
  path: '/api/ops/chat/canned-replies',
  access: supportOperators,
  summary: 'Every saved reply, by language and title.',
  reply: z.array(cannedReplyRow),
})

export const CHAT_OPS_CREATE_CANNED_REPLY = endpoint({
  id: 'chat.opsCreateCannedReply',
  method: 'POST',
  path: '/api/ops/chat/canned-replies',
  access: supportOperators,
  summary: 'Saves a reply (a title unique in its language, a text, a language); audited.',
  body: cannedReplyBody,
  reply: cannedReplyRow,
})

export const CHAT_OPS_UPDATE_CANNED_REPLY = endpoint({
  id: 'chat.opsUpdateCannedReply',
  method: 'PUT',
  path: '/api/ops/chat/canned-replies/:id',
  access: supportOperators,
  summary: 'Rewrites a saved reply; audited.',
  params: idParams,
  body: cannedReplyBody,
  reply: cannedReplyRow,
})

export const CHAT_OPS_DELETE_CANNED_REPLY = endpoint({
  id: 'chat.opsDeleteCannedReply',
  method: 'DELETE',
  path: '/api/ops/chat/canned-replies/:id',
  access: supportOperators,
  summary: 'Deletes a saved reply; audited.',
  params: idParams,
  reply: z.null(),
})

export const CHAT_OPS_LIST_LINKS = endpoint({
  id: 'chat.opsListLinks',
  method: 'GET',
  path: '/api/ops/chat/conversations/:id/links',
  access: supportOperators,
  summary:
    "The recharges and withdrawals linked to a conversation, newest link first, with each one's amount and status.",
  params: idParams,
  reply: z.array(chatLinkRow),
})

export const CHAT_OPS_LINK = endpoint({
  id: 'chat.opsLink',
  method: 'POST',
  path: '/api/ops/chat/conversations/:id/links',
  access: supportOperators,
  summary:
    "Links one of the conversation's user's recharges or withdrawals to it (another user's is refused); audited.",
  params: idParams,
  body: chatLinkBody,
  reply: chatLinkRow,
})

export const CHAT_OPS_UNLINK = endpoint({
  id: 'chat.opsUnlink',
  method: 'DELETE',
  path: '/api/ops/chat/links/:id',
  access: supportOperators,
  summary: 'Removes a link between a conversation and a recharge or withdrawal; audited.',
  params: idParams,
  reply: z.null(),
})

export const CHAT_OPS_LINKS_OF_REQUESTS = endpoint({
  id: 'chat.opsLinksOfRequests',
  method: 'GET',
  path: '/api/ops/chat/request-links',
  access: supportOperators,
  summary: 'Which of the given recharges or withdrawals are linked to a conversation, and to which.',
  query: chatLinksOfRequestsQuery,
  reply: z.array(chatRequestMark),
})

/** Where a conversation stands after it was resolved or reopened (decision 0056). */
export const chatStatusReply = z.strictObject({
  status: z.enum(['open', 'resolved']),
  resolvedBy: z.nullable(z.string()),
  resolvedAt: z.nullable(z.number()),
})
export type ChatStatusReply = z.infer<typeof chatStatusReply>

export const CHAT_OPS_RESOLVE = endpoint({
  id: 'chat.opsResolve',
  method: 'POST',
  path: '/api/ops/chat/conversations/:id/resolve',
  access: supportOperators,
  summary:
    "Resolves a conversation the operator has read up to `upToId` (the user's messages read with it); refused with 409 when the user wrote after it. The user's next message opens it again. Audited.",
  params: idParams,
  body: chatReadBody,
  reply: chatStatusReply,
})

export const CHAT_OPS_REOPEN = endpoint({
  id: 'chat.opsReopen',
  method: 'POST',
  path: '/api/ops/chat/conversations/:id/reopen',
  access: supportOperators,
  summary: 'Opens a resolved conversation again. Audited.',
  params: idParams,
  reply: chatStatusReply,
})
