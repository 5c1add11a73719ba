import { CHAT_SOCKET_PATH } from '@app/contracts/chat'

/**
 * The chat socket's address: `CHAT_SOCKET_PATH` on the chat host from the config (`chat_url`), or
 * on the page's own host when that is empty; `ws:` beside `http:`, `wss:` beside `https:`.
 */
export function chatSocketUrl(chatUrl: string | undefined, pageUrl: string): string {
  const prefix = (chatUrl ?? '').trim().replace(/\/+$/, '')
  const url = new URL(`${prefix}${CHAT_SOCKET_PATH}`, pageUrl)
  if (url.protocol === 'https:') url.protocol = 'wss:'
  else if (url.protocol === 'http:') url.protocol = 'ws:'
  url.hash = ''
  return url.toString()
}
