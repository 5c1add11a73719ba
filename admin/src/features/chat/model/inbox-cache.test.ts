import { describe, expect, it } from 'vitest'
import type { ChatConversationRow, ChatMessage } from '@app/contracts'
import {
  findRow,
  inboxChangeOf,
  withAssignee,
  withMessage,
  withUnread,
  type InboxData,
} from './inbox-cache.ts'

const conversation = (id: number, lastMessageId: number, unread = 0): ChatConversationRow => ({
  id,
  userId: 100 + id,
  userNickname: `User ${id}`,
  userPhoneMasked: '555****0001',
  assignedOperatorId: null,
  assignedOperatorName: null,
  status: 'open',
  resolvedBy: null,
  resolvedAt: null,
  lastMessageId,
  lastMessageAt: 1_700_000_000 + lastMessageId,
  lastMessageFrom: 'user',
  lastMessagePreview: `message ${lastMessageId}`,
  unread,
})

const message = (id: number, conversationId: number, text = `message ${id}`): ChatMessage => ({
  id,
  conversationId,
  clientId: `c-${id}`,
  from: 'user',
  text,
  createdAt: 1_800_000_000 + id,
})

/** Two loaded pages of the inbox, newest conversation first. */
const inbox = (): InboxData => ({
  pages: [
    { items: [conversation(1, 50), conversation(2, 40, 1)], next: '2' },
    { items: [conversation(3, 30), conversation(4, 20)], next: null },
  ],
  pageParams: [undefined, '2'],
})

const ids = (data: InboxData | undefined) => data?.pages.map((page) => page.items.map((row) => row.id))

describe('a live message reaches the support inbox', () => {
  it('moves its conversation to the top with the new preview and unread count', () => {
    const next = withMessage(inbox(), message(60, 2, 'Where is my withdrawal?'), 2)
    expect(ids(next)).toEqual([
      [2, 1],
      [3, 4],
    ])
    expect(findRow(next, 2)).toMatchObject({
      lastMessageId: 60,
      lastMessageAt: 1_800_000_060,
      lastMessageFrom: 'user',
      lastMessagePreview: 'Where is my withdrawal?',
      unread: 2,
    })
  })

  it('brings a conversation from a later page to the top of the first', () => {
    expect(ids(withMessage(inbox(), message(61, 4), 1))).toEqual([[4, 1, 2], [3]])
  })

  it('shows only the first 80 characters of a long message', () => {
    const next = withMessage(inbox(), message(62, 1, 'x'.repeat(200)), undefined)
    expect(findRow(next, 1)?.lastMessagePreview).toBe('x'.repeat(80))
  })

  it('keeps the unread count when the frame does not carry one', () => {
    expect(findRow(withMessage(inbox(), message(63, 2), undefined), 2)?.unread).toBe(1)
  })

  it('asks for a refetch when the conversation is not loaded (a new one)', () => {
    expect(withMessage(inbox(), message(64, 99), 1)).toBeUndefined()
    expect(withMessage(undefined, message(64, 1), 1)).toBeUndefined()
  })

  it('ignores a message it has already shown (a resend after reconnecting)', () => {
    const data = inbox()
    expect(withMessage(data, message(50, 1), undefined)).toBe(data)
  })

  it('updates only the unread count of an older message that carries one, leaving the order alone', () => {
    const next = withMessage(inbox(), message(10, 3), 4)
    expect(ids(next)).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(findRow(next, 3)).toMatchObject({ lastMessageId: 30, unread: 4 })
  })

  it('leaves the cached data it was given untouched', () => {
    const data = inbox()
    const before = structuredClone(data)
    withMessage(data, message(70, 3), 5)
    expect(data).toEqual(before)
  })
})

describe('an operator reads or takes a conversation', () => {
  it('reading sets the unread count of that conversation only', () => {
    const next = withUnread(inbox(), 2, 0)
    expect(findRow(next, 2)?.unread).toBe(0)
    expect(findRow(next, 1)?.unread).toBe(0)
    expect(ids(next)).toEqual([
      [1, 2],
      [3, 4],
    ])
  })

  it('assigning names the operator on that conversation, and unassigning clears it', () => {
    const assigned = withAssignee(inbox(), 3, 9, 'sam.support')
    expect(findRow(assigned, 3)).toMatchObject({ assignedOperatorId: 9, assignedOperatorName: 'sam.support' })
    expect(findRow(assigned, 4)).toMatchObject({ assignedOperatorId: null })
    const cleared = withAssignee(assigned, 3, null, null)
    expect(findRow(cleared, 3)).toMatchObject({ assignedOperatorId: null, assignedOperatorName: null })
  })

  it('does nothing before the inbox has loaded', () => {
    expect(withUnread(undefined, 1, 0)).toBeUndefined()
    expect(withAssignee(undefined, 1, 9, 'sam')).toBeUndefined()
  })
})

describe('the resolved list, kept live', () => {
  it("is read afresh when a user writes, since the user's message opens the conversation again", () => {
    const frame = { type: 'message', message: message(9, 1), unread: 1 } as const
    const data: InboxData = { pages: [{ items: [conversation(1, 8)], next: null }], pageParams: [null] }
    expect(inboxChangeOf(frame, 'resolved')?.(data)).toBeUndefined()
    // The open list takes the message in place, as before.
    expect(findRow(inboxChangeOf(frame, 'open')?.(data), 1)?.lastMessageId).toBe(9)
  })
})
