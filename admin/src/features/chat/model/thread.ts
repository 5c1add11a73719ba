import type { ChatMessage } from '@app/contracts/chat'
import type { Page } from '@app/contracts/paging'
import { deliveredIds, mergeMessages, type PendingMessage } from '@app/client/chat-thread'

/** A reply written here and not acknowledged yet; `failed` when its call failed (retry keeps the id). */
export interface PendingReply extends PendingMessage {
  failed: boolean
}

/** One open conversation as the console shows it. */
export interface ThreadState {
  conversationId: number | null
  messages: readonly ChatMessage[]
  pending: readonly PendingReply[]
  /** Cursor of older messages; null at the beginning of the conversation. */
  next: string | null
  status: 'loading' | 'ready' | 'failed'
  loadingOlder: boolean
}

export const emptyThread = (conversationId: number | null): ThreadState => ({
  conversationId,
  messages: [],
  pending: [],
  next: null,
  status: 'loading',
  loadingOlder: false,
})

/** A page of history for conversation `id` (the newest, or older ones); other conversations are left alone. */
export function withPage(
  state: ThreadState,
  id: number,
  page: Page<ChatMessage>,
  newest: boolean,
): ThreadState {
  if (state.conversationId !== id) return state
  const messages = mergeMessages(state.messages, page.items)
  return { ...state, messages, next: page.next, ...(newest ? { status: 'ready' } : {}) }
}

/**
 * Messages from the socket or a reply's answer: those of this conversation merge in, each once,
 * and the replies they acknowledge leave the pending list.
 */
export function withIncoming(state: ThreadState, incoming: readonly ChatMessage[]): ThreadState {
  const mine = incoming.filter((m) => m.conversationId === state.conversationId)
  if (mine.length === 0) return state
  const stored = new Set(deliveredIds(state.pending, mine, 'operator'))
  const pending = state.pending.filter((p) => !stored.has(p.clientId))
  const messages = mergeMessages(state.messages, mine)
  return messages === state.messages && pending.length === state.pending.length
    ? state
    : { ...state, messages, pending }
}

/** Marks a pending reply as failed (shown with "not sent") or as sending again. */
export function withReplyFailed(state: ThreadState, clientId: string, failed: boolean): ThreadState {
  return { ...state, pending: state.pending.map((p) => (p.clientId === clientId ? { ...p, failed } : p)) }
}
