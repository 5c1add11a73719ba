import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@app/contracts/chat'
import { deliveredIds, lastIdOf, mergeMessages } from './chat-thread.ts'

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 1,
  clientId: `client-${id}`,
  from: 'user',
  text: `text ${id}`,
  createdAt: 1_700_000_000 + id,
  ...extra,
})

describe('merging messages into the conversation', () => {
  it('keeps them sorted by id whatever order they arrive in', () => {
    const merged = mergeMessages([message(2)], [message(5), message(1), message(3)])
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 5])
  })

  it('adds a message held already by id only once (a resume repeating a live frame)', () => {
    const held = mergeMessages([], [message(1), message(2)])
    const again = mergeMessages(held, [message(2), message(1)])
    expect(again).toBe(held)
    expect(mergeMessages(held, [message(2), message(3), message(3)]).map((m) => m.id)).toEqual([1, 2, 3])
  })

  it('adds a message held already by sender and client id only once (a resend)', () => {
    const held = [message(7, { clientId: 'same-client-id' })]
    const resend = message(9, { clientId: 'same-client-id' })
    expect(mergeMessages(held, [resend])).toBe(held)
    // The same client id from the other side is another message.
    const reply = message(9, { clientId: 'same-client-id', from: 'operator' })
    expect(mergeMessages(held, [reply]).map((m) => m.id)).toEqual([7, 9])
  })

  it('names the pending messages whose own copy came back, and only those', () => {
    const pending = [
      { clientId: 'a-client-id', text: 'a', createdAt: 1 },
      { clientId: 'b-client-id', text: 'b', createdAt: 2 },
    ]
    const incoming = [
      message(3, { clientId: 'b-client-id' }),
      message(4, { clientId: 'a-client-id', from: 'operator' }),
    ]
    expect(deliveredIds(pending, incoming)).toEqual(['b-client-id'])
  })

  it('resumes after the newest id held, 0 with none', () => {
    expect(lastIdOf([])).toBe(0)
    expect(lastIdOf(mergeMessages([], [message(4), message(12), message(8)]))).toBe(12)
  })
})
