import type { Scope } from '../../deps.ts'
import { countUnreadChats } from './unread-chats.repo.ts'

/** How many conversations wait for an operator to read a user's message (the inbox's badge). */
export function unreadChats(deps: Pick<Scope, 'db'>): Promise<number> {
  return countUnreadChats(deps.db)
}
