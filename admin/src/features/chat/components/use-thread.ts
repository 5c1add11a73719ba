import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatMessage } from '@app/contracts/chat'
import { lastIdOf, newClientId } from '@app/client/chat-thread'
import { fetchConversationMessages, postReply } from '../api/chat.ts'
import {
  emptyThread,
  withIncoming,
  withPage,
  withReplyFailed,
  type PendingReply,
  type ThreadState,
} from '../model/thread.ts'

/**
 * One conversation's messages: the newest page over HTTP, older pages on demand, live ones
 * merged in from the socket (each once), and replies kept with their client id until stored.
 */
export function useThread(conversationId: number | null) {
  const [state, setState] = useState<ThreadState>(() => emptyThread(conversationId))
  const [attempt, setAttempt] = useState(0)
  const olderLock = useRef(false)
  const current = state.conversationId === conversationId ? state : emptyThread(conversationId)

  useEffect(() => {
    setState(emptyThread(conversationId))
    if (conversationId === null) return
    let live = true
    fetchConversationMessages(conversationId, null).then(
      (page) => live && setState((s) => withPage(s, conversationId, page, true)),
      () => live && setState((s) => (s.conversationId === conversationId ? { ...s, status: 'failed' } : s)),
    )
    return () => {
      live = false
    }
  }, [conversationId, attempt])

  /** Messages from the socket; those of other conversations are ignored. */
  const receive = useCallback((incoming: readonly ChatMessage[]) => {
    setState((s) => withIncoming(s, incoming))
  }, [])

  const loadOlder = useCallback(async () => {
    const { conversationId: id, next } = current
    if (id === null || next === null || olderLock.current) return
    olderLock.current = true
    setState((s) => ({ ...s, loadingOlder: true }))
    try {
      const page = await fetchConversationMessages(id, next)
      setState((s) => withPage(s, id, page, false))
    } finally {
      olderLock.current = false
      setState((s) => ({ ...s, loadingOlder: false }))
    }
  }, [current])

  const send = useCallback(
    (reply: PendingReply) => {
      const id = conversationId
      if (id === null) return
      setState((s) => withReplyFailed(s, reply.clientId, false))
      postReply(id, { clientId: reply.clientId, text: reply.text }).then(
        (message) => receive([message]),
        () => setState((s) => withReplyFailed(s, reply.clientId, true)),
      )
    },
    [conversationId, receive],
  )

  /** A new reply; kept on screen (and retried with the same client id) until it is stored. */
  const reply = useCallback(
    (text: string) => {
      const createdAt = Math.floor(Date.now() / 1000)
      const item: PendingReply = { clientId: newClientId(), text, createdAt, failed: false }
      setState((s) => ({ ...s, pending: [...s.pending, item] }))
      send(item)
    },
    [send],
  )

  return {
    ...current,
    lastId: lastIdOf(current.messages),
    receive,
    loadOlder,
    reply,
    retry: send,
    reload: () => setAttempt((n) => n + 1),
  }
}
