import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** Conversations with a user message after the operators' read mark: chats waiting for an answer. */
export async function countUnreadChats(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('chat_conversations as c')
    .select(sql<number>`count(*)`.as('n'))
    .where('c.last_message_id', '>', sql<number>`c.operator_last_read_id`)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('chat_messages as x')
          .select('x.id')
          .whereRef('x.conversation_id', '=', 'c.id')
          .where('x.sender_kind', '=', 'user')
          .whereRef('x.id', '>', 'c.operator_last_read_id'),
      ),
    )
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
