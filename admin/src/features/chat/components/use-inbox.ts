import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { App } from 'antd'
import type { ChatServerFrame, OpsChatPresenceReply } from '@app/contracts'
import { conversationsQueryKey, opsPresenceQueryKey, postRead, useConversations } from '../api/chat.ts'
import { findRow, withAssignee, withMessage, withUnread, type InboxData } from '../model/inbox-cache.ts'
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
export function useInbox(selectedId: number | null) {
  const queryClient = useQueryClient()
  const { message } = App.useApp()
  const thread = useThread(selectedId)
  const conversations = useConversations()
  const visible = useDocumentVisible()
  const [typingIn, setTypingIn] = useState<number | null>(null)
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const seenReady = useRef(false)
  const readSent = useRef(new Map<number, number>())

  const setInbox = (update: (data: InboxData | undefined) => InboxData | undefined) => {
    const next = update(queryClient.getQueryData<InboxData>(conversationsQueryKey))
    if (next) queryClient.setQueryData(conversationsQueryKey, next)
    else void queryClient.invalidateQueries({ queryKey: conversationsQueryKey })
  }
  const setMine = (mine: boolean) => {
    queryClient.setQueryData<OpsChatPresenceReply>(opsPresenceQueryKey, (p) => (p ? { ...p, mine } : p))
    void queryClient.invalidateQueries({ queryKey: opsPresenceQueryKey })
  }

  const onFrame = (frame: ChatServerFrame) => {
    switch (frame.type) {
      case 'ready':
        setMine(frame.online)
        if (seenReady.current) {
          void queryClient.invalidateQueries({ queryKey: conversationsQueryKey })
          if (selectedId !== null && thread.status === 'ready')
            socket.send({ type: 'resume', conversationId: selectedId, afterId: thread.lastId })
        }
        seenReady.current = true
        return
      case 'message':
        setInbox((data) => withMessage(data, frame.message, frame.unread))
        thread.receive([frame.message])
        if (frame.message.from === 'user' && frame.message.conversationId === typingIn) setTypingIn(null)
        return
      case 'resumed':
        if (frame.more && frame.conversationId !== undefined)
          socket.send({ type: 'resume', conversationId: frame.conversationId, afterId: frame.lastId })
        return
      case 'unread':
        if (frame.conversationId !== undefined) {
          const id = frame.conversationId
          setInbox((data) => withUnread(data, id, frame.count))
        }
        return
      case 'assigned':
        setInbox((data) => withAssignee(data, frame.conversationId, frame.operatorId, frame.operatorName))
        return
      case 'presence':
        return setMine(frame.online)
      case 'typing':
        if (frame.from !== 'user') return
        setTypingIn(frame.conversationId)
        clearTimeout(typingTimer.current)
        typingTimer.current = setTimeout(() => setTypingIn(null), TYPING_SHOWN_MS)
        return
      case 'error':
        void message.error(frame.msg)
        return
    }
  }
  const socket = useInboxSocket(onFrame)

  useEffect(() => () => clearTimeout(typingTimer.current), [])

  const row = findRow(conversations.data, selectedId ?? 0)
  const unread = row?.unread ?? 0
  const lastFrom = thread.messages[thread.messages.length - 1]?.from
  const { lastId, status } = thread
  useEffect(() => {
    if (selectedId === null || status !== 'ready' || !visible || lastId === 0) return
    if ((readSent.current.get(selectedId) ?? 0) >= lastId) return
    if (unread === 0 && lastFrom !== 'user') return
    readSent.current.set(selectedId, lastId)
    postRead(selectedId, lastId).then(
      (reply) =>
        queryClient.setQueryData<InboxData>(conversationsQueryKey, (data) =>
          withUnread(data, selectedId, reply.count),
        ),
      () => readSent.current.delete(selectedId),
    )
  }, [queryClient, selectedId, status, visible, lastId, unread, lastFrom])

  return { thread, socket, row, userTyping: typingIn !== null && typingIn === selectedId }
}
