import type { InfiniteData } from '@tanstack/react-query'
import type { ChatConversationRow, ChatMessage, ChatServerFrame, Page } from '@app/contracts'

export type InboxData = InfiniteData<Page<ChatConversationRow>, unknown>

const PREVIEW_CHARS = 80

function mapRows(data: InboxData, map: (row: ChatConversationRow) => ChatConversationRow): InboxData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(map) })) }
}

export function findRow(data: InboxData | undefined, conversationId: number) {
  return data?.pages.flatMap((page) => page.items).find((row) => row.id === conversationId)
}

/**
 * A live message: its conversation moves to the top with the new preview and unread count.
 * Returns undefined when the conversation is not loaded (a new one): the caller refetches.
 */
export function withMessage(
  data: InboxData | undefined,
  message: ChatMessage,
  unread: number | undefined,
): InboxData | undefined {
  const row = findRow(data, message.conversationId)
  if (!data || !row) return undefined
  if (message.id <= row.lastMessageId && unread === undefined) return data
  const newer = message.id > row.lastMessageId
  const updated: ChatConversationRow = {
    ...row,
    ...(newer
      ? {
          lastMessageId: message.id,
          lastMessageAt: message.createdAt,
          lastMessageFrom: message.from,
          lastMessagePreview: message.text.slice(0, PREVIEW_CHARS),
        }
      : {}),
    unread: unread ?? row.unread,
  }
  if (!newer) return mapRows(data, (item) => (item.id === row.id ? updated : item))
  const pages = data.pages.map((page, index) => {
    const items = page.items.filter((item) => item.id !== row.id)
    return { ...page, items: index === 0 ? [updated, ...items] : items }
  })
  return { ...data, pages }
}

export function withUnread(data: InboxData | undefined, conversationId: number, unread: number) {
  return data && mapRows(data, (row) => (row.id === conversationId ? { ...row, unread } : row))
}

export function withAssignee(
  data: InboxData | undefined,
  conversationId: number,
  operatorId: number | null,
  operatorName: string | null,
) {
  return (
    data &&
    mapRows(data, (row) =>
      row.id === conversationId
        ? { ...row, assignedOperatorId: operatorId, assignedOperatorName: operatorName }
        : row,
    )
  )
}

/** A conversation resolved or reopened: its row says so until the lists are read again. */
export function withStatus(
  data: InboxData | undefined,
  conversationId: number,
  state: Pick<ChatConversationRow, 'status' | 'resolvedBy' | 'resolvedAt'>,
) {
  return data && mapRows(data, (row) => (row.id === conversationId ? { ...row, ...state } : row))
}

/** A change of the cached inbox; undefined back means "not loaded here: refetch". */
export type InboxChange = (data: InboxData | undefined) => InboxData | undefined

/**
 * How a socket frame changes the inbox list (order, preview, unread, assignee), if it does. A user's
 * message opens a resolved conversation again (decision 0056), so the resolved list is read afresh.
 */
export function inboxChangeOf(
  frame: ChatServerFrame,
  status: 'open' | 'resolved' = 'open',
): InboxChange | undefined {
  switch (frame.type) {
    case 'message':
      if (status === 'resolved' && frame.message.from === 'user') return () => undefined
      return (data) => withMessage(data, frame.message, frame.unread)
    case 'unread': {
      const id = frame.conversationId
      return id === undefined ? undefined : (data) => withUnread(data, id, frame.count)
    }
    case 'assigned':
      return (data) => withAssignee(data, frame.conversationId, frame.operatorId, frame.operatorName)
    default:
      return undefined
  }
}
