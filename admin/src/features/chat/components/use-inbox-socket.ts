import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { App } from 'antd'
import type { ChatClientFrame, ChatServerFrame } from '@app/contracts/chat'
import { ChatSocket, type LinkState, type StopReason } from '@app/client/chat-socket'
import { chatSocketUrl } from '@app/client/chat-socket-url'
import { currentLocale, translate } from '../../../lib/i18n.ts'
import { useSiteSettings } from '../../../lib/site-settings.ts'
import { checkOperatorSession, fetchSocketTicket } from '../api/chat.ts'

/**
 * The inbox's socket, open while the page is: live messages, unread counts, assignments and the
 * presence switch arrive through `onFrame`. An open console with the switch on is what keeps
 * customer service online for users.
 */
export function useInboxSocket(onFrame: (frame: ChatServerFrame) => void) {
  const { message } = App.useApp()
  const chatUrl = useSiteSettings().data?.chat_url
  const [link, setLink] = useState<{ state: LinkState; reason?: StopReason }>({ state: 'connecting' })
  const handler = useRef(onFrame)
  const urlRef = useRef(chatUrl)
  useLayoutEffect(() => {
    handler.current = onFrame
    urlRef.current = chatUrl
  })
  const ticket = useRef<string | undefined>(undefined)
  const [socket] = useState(
    () =>
      new ChatSocket({
        // The console's language, not the browser's, for the server's texts (read at each connect).
        url: () => chatSocketUrl(urlRef.current, window.location.href, currentLocale()),
        // The console's session is an HttpOnly cookie no script reads: each attempt fetches a
        // one-use ticket for the first frame (never in the URL), good for a few seconds.
        prepare: async () => {
          ticket.current = (await fetchSocketTicket()).ticket
        },
        authFrame: () => (ticket.current ? { type: 'auth', token: ticket.current } : undefined),
        checkSession: checkOperatorSession,
        onLink: (state, reason) => setLink({ state, reason }),
        onFrame: (frame) => handler.current(frame),
        onRateLimited: () => void message.warning(translate('chat.rateLimited')),
      }),
  )

  useEffect(() => {
    socket.start()
    return () => socket.stop()
  }, [socket])

  return {
    link: link.state,
    stopReason: link.reason,
    send: (frame: ChatClientFrame) => socket.send(frame),
    restart: () => socket.start(),
  }
}
