import type { CannedReplyRow, ChatUserFacts, Locale } from '@app/contracts'

/** The placeholders a saved reply may hold, filled from the user beside the conversation. */
export const PLACEHOLDERS = ['{{nickname}}', '{{member}}'] as const

/**
 * A saved reply's text for this user: `{{nickname}}` is their nickname (their masked phone when
 * they have none), `{{member}}` their member number. Unknown or unfilled placeholders stay as
 * written, for the operator to see and edit before sending.
 */
export function fillPlaceholders(
  text: string,
  user: Pick<ChatUserFacts, 'id' | 'nickname' | 'phoneMasked'> | undefined,
) {
  if (!user) return text
  // One pass, each value put in as it is: a nickname holding `$'` or `{{member}}` stays that text.
  const values: Record<string, string> = {
    nickname: user.nickname || user.phoneMasked,
    member: String(user.id),
  }
  return text.replace(/\{\{(nickname|member)\}\}/g, (_, name: string) => values[name] ?? '')
}

/**
 * The replies in `language` (every language for `'all'`) whose title or text holds every word
 * typed, in any case, by title.
 */
export function findReplies(replies: readonly CannedReplyRow[], typed: string, language: Locale | 'all') {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean)
  const matching = replies.filter((r) => {
    const haystack = `${r.title}\n${r.text}`.toLowerCase()
    return (language === 'all' || r.language === language) && words.every((w) => haystack.includes(w))
  })
  return matching.sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id)
}
