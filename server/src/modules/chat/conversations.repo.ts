import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

export interface ConversationRow {
  id: number
  user_id: number
  assigned_operator_id: number | null
  last_message_id: number
  user_last_read_id: number
  operator_last_read_id: number
}

const columns = [
  'id',
  'user_id',
  'assigned_operator_id',
  'last_message_id',
  'user_last_read_id',
  'operator_last_read_id',
] as const

/** The user's conversation, created on first use (one per user). */
export async function ensureConversation(
  db: Kysely<DB>,
  userId: number,
  now: number,
): Promise<ConversationRow> {
  const found = await findConversationOfUser(db, userId)
  if (found) return found
  await db
    .insertInto('chat_conversations')
    .values({ user_id: userId, assigned_operator_id: null, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
  const created = await findConversationOfUser(db, userId)
  if (!created) throw new Error('conversation vanished after its insert')
  return created
}

export function findConversationOfUser(db: Kysely<DB>, userId: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('chat_conversations').select(columns).where('user_id', '=', userId).executeTakeFirst()
}

export function findConversation(db: Kysely<DB>, id: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('chat_conversations').select(columns).where('id', '=', id).executeTakeFirst()
}

/**
 * Reads a conversation inside a write transaction, taking its row lock on PostgreSQL (a no-op
 * update; SQLite's BEGIN IMMEDIATE already runs writers one at a time). Sends in one conversation
 * therefore commit in id order.
 */
export function lockConversation(tx: Kysely<DB>, id: number): Promise<ConversationRow | undefined> {
  return tx
    .updateTable('chat_conversations')
    .set({ last_message_id: sql`last_message_id` })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst()
}

/**
 * Records a new message as the newest; the sender has seen everything up to it, and an operator's
 * reply takes an unassigned conversation. Returns the other side's unread count.
 */
export async function recordMessage(
  tx: Kysely<DB>,
  id: number,
  message: { id: number; at: number; side: 'user' | 'operator'; assignTo: number | null },
): Promise<number> {
  const otherReadMark = message.side === 'user' ? 'operator_last_read_id' : 'user_last_read_id'
  const row = await tx
    .updateTable('chat_conversations')
    .set({
      last_message_id: message.id,
      last_message_at: message.at,
      ...(message.side === 'user'
        ? { user_last_read_id: message.id }
        : { operator_last_read_id: message.id }),
      ...(message.assignTo === null ? {} : { assigned_operator_id: message.assignTo }),
    })
    .where('id', '=', id)
    .returning((eb) =>
      eb
        .selectFrom('chat_messages as x')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('x.conversation_id', '=', 'chat_conversations.id')
        .where('x.sender_kind', '=', message.side)
        .whereRef('x.id', '>', `chat_conversations.${otherReadMark}`)
        .as('unread'),
    )
    .executeTakeFirstOrThrow()
  return Number(row.unread ?? 0)
}

export async function setLastRead(
  tx: Kysely<DB>,
  id: number,
  side: 'user' | 'operator',
  lastReadId: number,
): Promise<void> {
  await tx
    .updateTable('chat_conversations')
    .set(side === 'user' ? { user_last_read_id: lastReadId } : { operator_last_read_id: lastReadId })
    .where('id', '=', id)
    .execute()
}

export async function setAssignee(tx: Kysely<DB>, id: number, operatorId: number | null): Promise<void> {
  await tx
    .updateTable('chat_conversations')
    .set({ assigned_operator_id: operatorId })
    .where('id', '=', id)
    .execute()
}

export type InboxFilter = 'all' | 'mine' | 'unassigned'

/** The console's inbox: conversations with messages, newest activity first, keyset on the last message id. */
export function listInbox(
  db: Kysely<DB>,
  options: { before: number | undefined; filter: InboxFilter; operatorId: number; limit: number },
) {
  let query = db
    .selectFrom('chat_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('operators as o', 'o.id', 'c.assigned_operator_id')
    .leftJoin('chat_messages as m', 'm.id', 'c.last_message_id')
    .select([
      'c.id',
      'c.user_id',
      'u.nickname',
      'u.phone',
      'c.assigned_operator_id',
      'o.username as assigned_name',
      'c.last_message_id',
      'c.last_message_at',
      'm.sender_kind as last_from',
      sql<string | null>`substr(m.text, 1, 80)`.as('preview'),
      (eb) =>
        eb
          .selectFrom('chat_messages as x')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('x.conversation_id', '=', 'c.id')
          .where('x.sender_kind', '=', 'user')
          .whereRef('x.id', '>', 'c.operator_last_read_id')
          .as('unread'),
    ])
    .where('c.last_message_id', '>', 0)
  if (options.before !== undefined) query = query.where('c.last_message_id', '<', options.before)
  if (options.filter === 'mine') query = query.where('c.assigned_operator_id', '=', options.operatorId)
  if (options.filter === 'unassigned') query = query.where('c.assigned_operator_id', 'is', null)
  return query
    .orderBy('c.last_message_id', 'desc')
    .limit(options.limit + 1)
    .execute()
}
