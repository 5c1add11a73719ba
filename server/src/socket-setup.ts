import { CHAT_CLOSE, CHAT_ROLES, isChatRole } from '@app/contracts'
import type { Deps } from './deps.ts'
import {
  findLiveSessions,
  findOperatorSession,
  findOperatorSessionById,
  findUserSession,
  redeemSocketTicket,
} from './modules/auth/index.ts'
import { chatChannel } from './modules/chat/index.ts'
import { notificationsChannel } from './modules/notifications/index.ts'
import { CLOSE_REASON } from './realtime/hub.ts'
import type { ChannelOf, SocketAuth, SocketRefusal } from './realtime/socket-channel.ts'

/**
 * What the app's socket is made of, composed here so that the socket runtime imports no module:
 * auth signs sockets in and says which sessions still live; chat and notifications are its channels.
 */
export function socketSetup(deps: Deps): { auth: SocketAuth; channels: ChannelOf[] } {
  return { auth: socketAuth(deps), channels: [chatChannel(deps), notificationsChannel(deps)] }
}

const unknownSession: SocketRefusal = {
  refuse: CHAT_CLOSE.unauthenticated,
  reason: CLOSE_REASON.unknownSession,
}

/**
 * A user's live session (a user who is not frozen), or an enabled operator's whose role may chat,
 * by its token or by a one-use socket ticket (the console's session lives in an HttpOnly cookie its
 * scripts cannot read).
 */
function socketAuth(deps: Deps): SocketAuth {
  return {
    async identify(token, now) {
      const user = await findUserSession(deps.db, token, now)
      if (user) return { kind: 'user', id: user.userId, name: '', sessionId: user.sessionId }
      const operator =
        (await findOperatorSession(deps.db, token, now)) ?? (await operatorByTicket(deps, token, now))
      if (!operator || operator.enrolOnly) return unknownSession
      if (!isChatRole(operator.role)) return { refuse: CHAT_CLOSE.forbidden, reason: CLOSE_REASON.role }
      return {
        kind: 'operator',
        id: operator.operatorId,
        name: operator.username,
        sessionId: operator.sessionId,
      }
    },
    liveSessions: (kind, ids, now) => findLiveSessions(deps.db, kind, ids, now, CHAT_ROLES),
  }
}

async function operatorByTicket(deps: Deps, token: string, now: number) {
  const sessionId = await redeemSocketTicket(deps.db, token, now)
  return sessionId === undefined ? undefined : findOperatorSessionById(deps.db, sessionId, now)
}
