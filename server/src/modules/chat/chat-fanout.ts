import { CHAT_CLOSE } from '@app/contracts'
import type { BusSignal } from '../../realtime/bus.ts'
import { CLOSE_REASON, frameJson, type ChatHub } from '../../realtime/hub.ts'
import type { ChatEvent } from './chat-events.ts'

/**
 * Delivers what the bus says to this process's sockets: a message reaches the user's sockets and
 * every operator's; read marks, assignments and typing reach the side that shows them; presence
 * reaches the operator's own consoles, then `onPresence` recomputes it for users. A `reset`
 * closes every socket for a reconnect and resume, since events may have been missed.
 */
export function deliverSignal(hub: ChatHub, signal: BusSignal<ChatEvent>, onPresence: () => void): void {
  try {
    if (signal.kind === 'reset') hub.closeAll(CHAT_CLOSE.restart, CLOSE_REASON.restart)
    else deliverEvent(hub, signal, onPresence)
  } catch (error) {
    hub.log.error({ err: error }, 'chat event delivery failed')
  }
}

function deliverEvent(hub: ChatHub, event: ChatEvent, onPresence: () => void): void {
  switch (event.kind) {
    case 'message':
      return deliverMessage(hub, event)
    case 'read': {
      const { conversationId, unread: count } = event
      if (event.side === 'user') {
        const json = frameJson({ type: 'unread', count })
        for (const conn of hub.usersConns(event.userId)) hub.post(conn, json)
      } else {
        const json = frameJson({ type: 'unread', conversationId, count })
        for (const conn of hub.operatorConns()) hub.post(conn, json)
      }
      return
    }
    case 'assigned': {
      const { conversationId, operatorId, operatorName } = event
      const json = frameJson({ type: 'assigned', conversationId, operatorId, operatorName })
      for (const conn of hub.operatorConns()) hub.post(conn, json)
      return
    }
    case 'typing': {
      const json = frameJson({ type: 'typing', conversationId: event.conversationId, from: event.from })
      const targets = event.from === 'user' ? hub.operatorConns() : hub.usersConns(event.userId)
      for (const conn of targets) hub.post(conn, json)
      return
    }
    case 'presence': {
      const subject = hub.operator(event.operatorId)
      if (subject) {
        subject.online = event.online
        const json = frameJson({ type: 'presence', online: event.online })
        for (const conn of subject.conns) hub.post(conn, json)
      }
      onPresence()
      return
    }
  }
}

/** A message reaches the user's sockets and every operator's, each with their side's unread count. */
function deliverMessage(hub: ChatHub, event: Extract<ChatEvent, { kind: 'message' }>): void {
  const { message } = event
  const forUser = frameJson({ type: 'message', message, unread: event.userUnread })
  for (const conn of hub.usersConns(event.userId)) hub.deliver(conn, message, forUser)
  const forTeam = frameJson({ type: 'message', message, unread: event.teamUnread })
  for (const conn of hub.operatorConns()) hub.deliver(conn, message, forTeam)
}
