import { CHAT_SOCKET_PATH } from '@app/contracts/chat'
import type { Locale } from '@app/contracts/constants'

/**
 * The chat socket's address: `CHAT_SOCKET_PATH` on the chat host from the config (`chat_url`), or
 * on the page's own host when that is empty; `ws:` beside `http:`, `wss:` beside `https:`. The page's
 * language rides as `?lang=`: a script cannot set the handshake's headers, whose Accept-Language
 * is the browser's, so the server's texts on the socket would not follow the page's choice.
 */
export function chatSocketUrl(chatUrl: string | undefined, pageUrl: string, lang?: Locale): string {
  const prefix = (chatUrl ?? '').trim().replace(/\/+$/, '')
  const url = new URL(`${prefix}${CHAT_SOCKET_PATH}`, pageUrl)
  if (url.protocol === 'https:') url.protocol = 'wss:'
  else if (url.protocol === 'http:') url.protocol = 'ws:'
  url.hash = ''
  if (lang) url.searchParams.set('lang', lang)
  return url.toString()
}
