import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatMessage } from '@app/contracts'
import { fetchConversationMessages, postReply } from '../api/chat.ts'
import { mergeMessages, newClientId, type PendingReply } from '../model/thread.ts'

interface ThreadState {
  conversationId: number | null
  messages: readonly ChatMessage[]
  pending: readonly PendingReply[]
  /** Cursor of older messages; null at the beginning of the conversation. */
  next: string | null
  status: 'loading' | 'ready' | 'failed'
  loadingOlder: boolean
}

const emptyThread = (conversationId: number | null): ThreadState => ({
  conversationId,
  messages: [],
  pending: [],
  next: null,
  status: 'loading',
  loadingOlder: false,
})

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
      (page) => {
        if (!live) return
        setState((s) =>
          s.conversationId === conversationId
            ? { ...s, messages: mergeMessages(s.messages, page.items), next: page.next, status: 'ready' }
            : s,
        )
      },
      () => live && setState((s) => (s.conversationId === conversationId ? { ...s, status: 'failed' } : s)),
    )
    return () => {
      live = false
    }
  }, [conversationId, attempt])

  /** Messages from the socket; those of other conversations are ignored. */
  const receive = useCallback((incoming: readonly ChatMessage[]) => {
    setState((s) => {
      const mine = incoming.filter((m) => m.conversationId === s.conversationId)
      if (mine.length === 0) return s
      const stored = new Set(mine.filter((m) => m.from === 'operator').map((m) => m.clientId))
      const pending = s.pending.filter((p) => !stored.has(p.clientId))
      const messages = mergeMessages(s.messages, mine)
      return messages === s.messages && pending.length === s.pending.length ? s : { ...s, messages, pending }
    })
  }, [])

  const loadOlder = useCallback(async () => {
    const { conversationId: id, next } = current
    if (id === null || next === null || olderLock.current) return
    olderLock.current = true
    setState((s) => ({ ...s, loadingOlder: true }))
    try {
      const page = await fetchConversationMessages(id, next)
      setState((s) =>
        s.conversationId === id
          ? { ...s, messages: mergeMessages(s.messages, page.items), next: page.next }
          : s,
      )
    } finally {
      olderLock.current = false
      setState((s) => ({ ...s, loadingOlder: false }))
    }
  }, [current])

  const send = useCallback(
    (reply: PendingReply) => {
      const id = conversationId
      if (id === null) return
      const mark = (failed: boolean) =>
        setState((s) => ({
          ...s,
          pending: s.pending.map((p) => (p.clientId === reply.clientId ? { ...p, failed } : p)),
        }))
      mark(false)
      postReply(id, { clientId: reply.clientId, text: reply.text }).then(
        (message) => receive([message]),
        () => mark(true),
      )
    },
    [conversationId, receive],
  )

  /** A new reply; kept on screen (and retried with the same client id) until it is stored. */
  const reply = useCallback(
    (text: string) => {
      const item: PendingReply = {
        clientId: newClientId(),
        text,
        createdAt: Math.floor(Date.now() / 1000),
        failed: false,
      }
      setState((s) => ({ ...s, pending: [...s.pending, item] }))
      send(item)
    },
    [send],
  )

  return {
    ...current,
    lastId: current.messages[current.messages.length - 1]?.id ?? 0,
    receive,
    loadOlder,
    reply,
    retry: send,
    reload: () => setAttempt((n) => n + 1),
  }
}
