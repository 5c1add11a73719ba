import { CHAT_CLOSE } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { CLOSE_REASON, frameJson, type ChatHub } from '../../realtime/hub.ts'
import type { SocketChannel } from '../../realtime/socket-channel.ts'
import { closeNotificationBus, notificationBusOf } from './notification-events.ts'

/**
 * The notifications' channel on the app's socket: a committed notification reaches its user's
 * sockets on every node, with their unread count. It answers no frame: it only pushes. A `reset`
 * (events may have been missed) closes every socket for a reconnect: the app then reads its
 * notifications again.
 */
export function notificationsChannel(deps: Pick<Deps, 'database'>): (hub: ChatHub) => SocketChannel {
  return (hub) => {
    const bus = notificationBusOf(deps.database)
    bus.subscribe((signal) => {
      try {
        if (signal.kind === 'reset') return hub.closeAll(CHAT_CLOSE.restart, CLOSE_REASON.restart)
        const { notification, unread } = signal
        const json = frameJson({ type: 'notification', notification, unread })
        for (const conn of hub.usersConns(signal.userId)) hub.post(conn, json)
      } catch (error) {
        hub.log.error({ err: error }, 'notification delivery failed')
      }
    })
    return {
      frames: [],
      start: () => bus.start(),
      close: () => closeNotificationBus(deps.database),
    }
  }
}
