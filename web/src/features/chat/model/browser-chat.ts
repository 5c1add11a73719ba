import { connectWebSocket } from '@app/client/socket-transport'
import { chatSocketUrl } from '@app/client/chat-socket-url'
import { newClientId } from '@app/client/chat-thread'
import { currentLocale, i18n } from '../../../lib/i18n/i18n.ts'
import { getToken, getUserInfo } from '../../../lib/session.ts'
import { readStored } from '../../../lib/storage.ts'
import { showToast } from '../../../lib/toast.ts'
import { checkChatSession, fetchChatHistory, fetchChatPresence, sendChatOverHttp } from '../api/chat.ts'
import { ChatStore, type ChatNotice } from './chat-store.ts'
import { createOutbox } from './outbox.ts'

function notify(notice: ChatNotice): void {
  if (notice.kind === 'rateLimited') void showToast(i18n.t('chatPage.rateLimited'), 'fail')
  else void showToast(notice.msg, 'fail')
}

/** The chat of the signed-in user, wired to the browser: WebSocket, localStorage, toasts. */
export function createBrowserChatStore(): ChatStore {
  return new ChatStore({
    api: {
      fetchHistory: fetchChatHistory,
      fetchPresence: fetchChatPresence,
      sendOverHttp: sendChatOverHttp,
      checkSession: checkChatSession,
    },
    connect: connectWebSocket,
    url: () => chatSocketUrl(readStored('config')?.chat_url, window.location.href, currentLocale()),
    token: getToken,
    outbox: createOutbox(getUserInfo()?.id ?? 0),
    isVisible: () => document.visibilityState === 'visible',
    notify,
    newClientId,
    now: () => Math.floor(Date.now() / 1000),
  })
}
