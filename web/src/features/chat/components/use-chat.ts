import { useEffect, useState, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { toastFailure } from '../../../lib/failure.ts'
import { chatUnreadQueryKey } from '../api/unread.ts'
import { createBrowserChatStore } from '../model/browser-chat.ts'

/**
 * The chat page's conversation: started while the page is mounted, read marks when it is in
 * view, an immediate reconnect when the browser comes back online. The My page's unread count
 * follows what the socket says.
 */
export function useChat() {
  const [store] = useState(createBrowserChatStore)
  const queryClient = useQueryClient()
  const view = useSyncExternalStore(store.subscribe, store.getView)

  useEffect(() => {
    store.start()
    const onVisible = () => store.markRead()
    const onOnline = () => store.retryNow()
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('online', onOnline)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('online', onOnline)
      store.stop()
    }
  }, [store])

  const { link, unread } = view
  useEffect(() => {
    if (link === 'open') queryClient.setQueryData(chatUnreadQueryKey, { count: unread })
  }, [queryClient, link, unread])

  return {
    view,
    send: (text: string) => store.send(text),
    typing: () => store.typing(),
    loadOlder: () => store.loadOlder().catch(toastFailure),
    retry: () => store.start(),
  }
}
