import { ChatSocket } from '@app/client/chat-socket'
import { chatSocketUrl } from '@app/client/chat-socket-url'
import { connectWebSocket } from '@app/client/socket-transport'
import { NOTIFICATIONS_UNREAD, type NotificationItem } from '@app/contracts/notifications'
import { call, isHttpError } from '../../../lib/request.ts'
import { getToken } from '../../../lib/session.ts'
import { readStored } from '../../../lib/storage.ts'

export interface NotificationListener {
  /** A notification committed for this user; `unread` is their count after it. */
  onNotification(notification: NotificationItem, unread: number): void
  /** The socket connected again after a drop: pushes may have been missed while it was down. */
  onReconnected(): void
}

let socket: ChatSocket | undefined
let running = false
let listener: NotificationListener | undefined
let connected = false

/** After a 4401: true when the session still answers (the close was something else). */
async function sessionAlive(): Promise<boolean> {
  try {
    await call(NOTIFICATIONS_UNREAD, {}, { suppressToast: true })
    return true
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return false
    throw error
  }
}

/**
 * The app's live notifications: the chat's socket, signed in with the user's token and no chat
 * backlog, listening for `notification` frames. One per page, kept while the user is signed in
 * (it stops by itself when the token is gone); calling again after a sign-in starts it again.
 */
export function startNotificationLink(next: NotificationListener): void {
  listener = next
  if (running) return
  socket ??= new ChatSocket({
    url: () => chatSocketUrl(readStored('config')?.chat_url, window.location.href),
    connect: connectWebSocket,
    authFrame: () => {
      const token = getToken()
      return token ? { type: 'auth', token } : undefined
    },
    checkSession: sessionAlive,
    onLink: (link) => {
      if (link === 'stopped') running = false
    },
    onFrame: (frame) => {
      if (frame.type === 'ready') {
        // The first `ready` follows the screen's own reads; a later one follows a gap.
        if (connected) listener?.onReconnected()
        connected = true
      } else if (frame.type === 'notification') listener?.onNotification(frame.notification, frame.unread)
    },
    onRateLimited: () => {},
  })
  running = true
  socket.start()
}
