import {
  chatMessage,
  chatMessagePage,
  CHAT_PRESENCE,
  CHAT_UNREAD,
  CHAT_LIST_MESSAGES,
  CHAT_SEND,
  type ChatMessage,
  type ChatSendBody,
} from '@app/contracts/chat'
import { call, fetchData, isHttpError } from '../../../lib/request.ts'
import type { ListPage } from '../../../lib/list/source.ts'

// Every chat call goes to the chat host (`host: 'chat'`); replies are checked against the contract's
// schemas (imported by name: a declaration carries no schemas in the browser build).

/** 30 messages, newest first; `next` is the cursor of older ones. */
export async function fetchChatHistory(
  before: string | null,
  options: { quiet: boolean },
): Promise<ListPage<ChatMessage>> {
  const page = await fetchData(
    CHAT_LIST_MESSAGES,
    { query: { before: before ?? undefined } },
    { suppressToast: options.quiet },
  )
  return chatMessagePage.parse(page)
}

/** The path for a message too big for one socket frame. */
export const sendChatOverHttp = async (body: ChatSendBody): Promise<ChatMessage> =>
  chatMessage.parse(await fetchData(CHAT_SEND, { body }, { suppressToast: true }))

/** Whether customer service is online, before the socket says so. */
export const fetchChatPresence = () =>
  fetchData(CHAT_PRESENCE, {}, { suppressToast: true }).then((reply) => reply.online)

/**
 * After the socket was closed as unauthenticated: asks over HTTP. A 401 takes the request layer's
 * usual way (session cleared, sign page); false then, true when the session is fine.
 */
export async function checkChatSession(): Promise<boolean> {
  try {
    await call(CHAT_UNREAD, {})
    return true
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return false
    throw error
  }
}
