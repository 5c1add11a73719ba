import { describe, expect, it } from 'vitest'
import type { CannedReplyRow } from '@app/contracts'
import { fillPlaceholders, findReplies } from './canned.ts'

const reply = (
  id: number,
  title: string,
  text: string,
  language: CannedReplyRow['language'],
): CannedReplyRow => ({
  id,
  title,
  text,
  language,
  updatedBy: 'support1',
  updatedAt: 0,
})

const replies = [
  reply(1, 'Withdrawal delay', 'Hi {{nickname}}, your withdrawal is being reviewed.', 'en'),
  reply(2, 'Retiro en revisión', 'Hola {{nickname}}, su retiro está en revisión.', 'es'),
  reply(3, 'Greeting', 'Hello {{nickname}} (member {{member}})!', 'en'),
  reply(4, '出金の確認', '{{nickname}}様、出金を確認しています。', 'ja'),
]

describe('saved replies in the reply box', () => {
  it("puts a nickname in as it is written, even one holding $' or a placeholder", () => {
    const text = 'Hello {{nickname}}, your member number is {{member}}. Never share your password.'
    expect(fillPlaceholders(text, { id: 7, nickname: "$'", phoneMasked: '' })).toBe(
      "Hello $', your member number is 7. Never share your password.",
    )
    expect(fillPlaceholders(text, { id: 7, nickname: '{{member}} $& $`', phoneMasked: '' })).toBe(
      'Hello {{member}} $& $`, your member number is 7. Never share your password.',
    )
  })

  it('fills the nickname and member number, the masked phone for a user without a nickname', () => {
    const user = { id: 42, nickname: 'Ana', phoneMasked: '555****01' }
    expect(fillPlaceholders(replies[2]?.text ?? '', user)).toBe('Hello Ana (member 42)!')
    expect(fillPlaceholders('Hi {{nickname}}', { ...user, nickname: '' })).toBe('Hi 555****01')
    // Until the user is known, and for placeholders it does not know, the text stays as written.
    expect(fillPlaceholders('Hi {{nickname}} {{other}}', undefined)).toBe('Hi {{nickname}} {{other}}')
    expect(fillPlaceholders('Hi {{other}}', user)).toBe('Hi {{other}}')
  })

  it('finds replies by any word of the title or text, in any case', () => {
    expect(findReplies(replies, 'WITHDRAWAL', 'all').map((r) => r.id)).toEqual([1])
    expect(findReplies(replies, 'retiro revisión', 'all').map((r) => r.id)).toEqual([2])
    expect(findReplies(replies, 'member', 'all').map((r) => r.id)).toEqual([3])
    expect(findReplies(replies, '', 'all')).toHaveLength(4)
    expect(findReplies(replies, 'nothing like it', 'all')).toEqual([])
  })

  it('narrows to one language when one is chosen, by title', () => {
    expect(findReplies(replies, '', 'en').map((r) => r.id)).toEqual([3, 1])
    expect(findReplies(replies, '', 'ja').map((r) => r.id)).toEqual([4])
    expect(findReplies(replies, 'withdrawal', 'es')).toEqual([])
  })
})
