import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { App } from 'antd'
import type { ChatServerFrame, OpsChatPresenceReply } from '@app/contracts'
import {
  conversationsQueryKey,
  opsPresenceQueryKey,
  postRead,
  useConversations,
  type InboxStatus,
} from '../api/chat.ts'
import { findRow, inboxChangeOf, withUnread, type InboxData } from '../model/inbox-cache.ts'
import { useInboxSocket } from './use-inbox-socket.ts'
import { useThread } from './use-thread.ts'

const TYPING_SHOWN_MS = 5000

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
const useDocumentVisible = () =>
  useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible')

/**
 * The inbox's live state: socket frames update the conversation list (order, unread, assignee),
 * the open conversation and the presence switch; after a reconnect the open conversation resumes
 * from its newest id and the list is reloaded. The open conversation is marked read while shown.
 */
export function useInbox(selectedId: number | null, status: InboxStatus) {
  const queryClient = useQueryClient()
  const { message } = App.useApp()
  const thread = useThread(selectedId)
  const conversations = useConversations(status)
  const listKey = conversationsQueryKey(status)
  const typing = useUserTyping()
  const seenReady = useRef(false)

  const setMine = (mine: boolean) => {
    queryClient.setQueryData<OpsChatPresenceReply>(opsPresenceQueryKey, (p) => (p ? { ...p, mine } : p))
    void queryClient.invalidateQueries({ queryKey: opsPresenceQueryKey })
  }

  const onFrame = (frame: ChatServerFrame) => {
    const change = inboxChangeOf(frame, status)
    if (change) {
      const next = change(queryClient.getQueryData<InboxData>(listKey))
      if (next) queryClient.setQueryData(listKey, next)
      else void queryClient.invalidateQueries({ queryKey: listKey })
    }
    switch (frame.type) {
      case 'ready':
        setMine(frame.online)
        if (seenReady.current) {
          void queryClient.invalidateQueries({ queryKey: listKey })
          if (selectedId !== null && thread.status === 'ready')
            socket.send({ type: 'resume', conversationId: selectedId, afterId: thread.lastId })
        }
        seenReady.current = true
        return
      case 'message':
        thread.receive([frame.message])
        if (frame.message.from === 'user') typing.stop(frame.message.conversationId)
        return
      case 'resumed':
        if (frame.more && frame.conversationId !== undefined)
          socket.send({ type: 'resume', conversationId: frame.conversationId, afterId: frame.lastId })
        return
      case 'presence':
        return setMine(frame.online)
      case 'typing':
        if (frame.from === 'user') typing.start(frame.conversationId)
        return
      case 'error':
        void message.error(frame.msg)
        return
    }
  }
  const socket = useInboxSocket(onFrame)

  const row = findRow(conversations.data, selectedId ?? 0)
  useMarkRead(selectedId, thread, row?.unread ?? 0, listKey)

  return {
    thread,
    socket,
    row,
    userTyping: typing.conversationId !== null && typing.conversationId === selectedId,
  }
}

/** Which conversation's user is typing, shown for a few seconds or until their message arrives. */
function useUserTyping() {
  const [conversationId, setConversationId] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return {
    conversationId,
    start(id: number) {
      setConversationId(id)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setConversationId(null), TYPING_SHOWN_MS)
    },
    stop(id: number) {
      if (id === conversationId) setConversationId(null)
    },
  }
}

/** Marks the open conversation read up to its newest message while the page is in view. */
function useMarkRead(
  selectedId: number | null,
  thread: ReturnType<typeof useThread>,
  unread: number,
  listKey: ReturnType<typeof conversationsQueryKey>,
): void {
  const queryClient = useQueryClient()
  const visible = useDocumentVisible()
  const readSent = useRef(new Map<number, number>())
  const lastFrom = thread.messages[thread.messages.length - 1]?.from
  const { lastId, status } = thread
  useEffect(() => {
    if (selectedId === null || status !== 'ready' || !visible || lastId === 0) return
    if ((readSent.current.get(selectedId) ?? 0) >= lastId) return
    if (unread === 0 && lastFrom !== 'user') return
    readSent.current.set(selectedId, lastId)
    postRead(selectedId, lastId).then(
      (reply) =>
        queryClient.setQueryData<InboxData>(listKey, (data) => withUnread(data, selectedId, reply.count)),
      () => readSent.current.delete(selectedId),
    )
  }, [queryClient, selectedId, status, visible, lastId, unread, lastFrom, listKey])
}
