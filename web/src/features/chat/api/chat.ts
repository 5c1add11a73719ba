import * as z from 'zod/mini'
import { chatMessage, type ChatMessage, type ChatPresenceReply, type ChatSendBody } from '@app/contracts/chat'
import { isHttpError, request } from '../../../lib/request.ts'
import type { ListPage } from '../../../lib/list/source.ts'

// Every chat call goes to the chat host (`chat: true`); replies are checked against the contract.
const historyPage = z.object({ items: z.array(chatMessage), next: z.nullable(z.string()) })

/** `GET /api/chat/messages?before=`: 30 messages, newest first; `next` is the cursor of older ones. */
export async function fetchChatHistory(
  before: string | null,
  options: { quiet: boolean },
): Promise<ListPage<ChatMessage>> {
  const { data } = await request<unknown>('/api/chat/messages', {
    chat: true,
    query: { before: before ?? undefined },
    suppressToast: options.quiet,
  })
  return historyPage.parse(data)
}

/** `POST /api/chat/messages`: the path for a message too big for one socket frame. */
export async function sendChatOverHttp(body: ChatSendBody): Promise<ChatMessage> {
  const { data } = await request<unknown>('/api/chat/messages', {
    method: 'POST',
    chat: true,
    body,
    suppressToast: true,
  })
  return chatMessage.parse(data)
}

/** Whether customer service is online, before the socket says so. */
export const fetchChatPresence = () =>
  request<ChatPresenceReply>('/api/chat/presence', { chat: true, suppressToast: true }).then(
    (r) => r.data.online,
  )

/**
 * After the socket was closed as unauthenticated: asks over HTTP. A 401 takes the request layer's
 * usual way (session cleared, sign page); false then, true when the session is fine.
 */
export async function checkChatSession(): Promise<boolean> {
  try {
    await request('/api/chat/unread', { chat: true })
    return true
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return false
    throw error
  }
}
