import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../../db/database.ts'
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

export interface Claim {
  message_id: number
  user_id: number
  assigned_operator_id: number | null
  user_last_read_id: number
  operator_last_read_id: number
}

/**
 * Takes the next message id for a conversation inside a write transaction and records it as the
 * newest. The id is computed while the row is locked (PostgreSQL re-evaluates it after waiting for
 * a concurrent sender; SQLite runs writers one at a time), so ids in a conversation commit in
 * order and "everything after id N" never skips one. The sender has read everything before it.
 */
export function claimMessageId(
  tx: Kysely<DB>,
  dialect: Dialect,
  id: number,
  side: 'user' | 'operator',
  now: number,
): Promise<Claim | undefined> {
  const nextId =
    dialect === 'postgres'
      ? sql<number>`nextval(pg_get_serial_sequence('chat_messages', 'id'))`
      : sql<number>`(select coalesce(max(id), 0) + 1 from chat_messages)`
  const previous = sql<number>`last_message_id`
  return tx
    .updateTable('chat_conversations')
    .set({
      last_message_id: nextId,
      last_message_at: now,
      ...(side === 'user' ? { user_last_read_id: previous } : { operator_last_read_id: previous }),
    })
    .where('id', '=', id)
    .returning([
      'last_message_id as message_id',
      'user_id',
      'assigned_operator_id',
      'user_last_read_id',
      'operator_last_read_id',
    ])
    .executeTakeFirst()
}

/** Gives back a claimed id whose message turned out to be a resend: the newest is the previous one again. */
export async function releaseMessageId(
  tx: Kysely<DB>,
  id: number,
  claimed: number,
  previous: number,
): Promise<void> {
  await tx
    .updateTable('chat_conversations')
    .set({ last_message_id: previous })
    .where('id', '=', id)
    .where('last_message_id', '=', claimed)
    .execute()
}

/**
 * Moves a side's read mark forward to `upToId` (at most the newest message) in one statement;
 * undefined when it would not move. Returns that side's unread count after the move.
 */
export function advanceReadMark(tx: Kysely<DB>, id: number, side: 'user' | 'operator', upToId: number) {
  const mark = side === 'user' ? 'user_last_read_id' : 'operator_last_read_id'
  const target = sql<number>`case when ${upToId} < last_message_id then ${upToId} else last_message_id end`
  return tx
    .updateTable('chat_conversations')
    .set({ [mark]: target })
    .where('id', '=', id)
    .where(mark, '<', target)
    .returning((eb) => [
      'user_id',
      eb
        .selectFrom('chat_messages as x')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('x.conversation_id', '=', 'chat_conversations.id')
        .where('x.sender_kind', '=', side === 'user' ? 'operator' : 'user')
        .whereRef('x.id', '>', `chat_conversations.${mark}`)
        .as('unread'),
    ])
    .executeTakeFirst()
    .then((row) => row && { user_id: row.user_id, unread: Number(row.unread ?? 0) })
}

export async function setAssignee(tx: Kysely<DB>, id: number, operatorId: number | null): Promise<void> {
  await tx
    .updateTable('chat_conversations')
    .set({ assigned_operator_id: operatorId })
    .where('id', '=', id)
    .execute()
}

export type InboxFilter = 'all' | 'mine' | 'unassigned'
export type ConversationStatus = 'open' | 'resolved'

/**
 * Resolves a conversation whose user has written nothing after `upToId`: the support team's read
 * mark moves to the newest message with it. Undefined when it was resolved already, is not there,
 * or the user wrote after `upToId` (the caller tells which).
 */
export function resolveConversation(
  tx: Kysely<DB>,
  input: { id: number; upToId: number; operatorId: number; now: number },
) {
  return tx
    .updateTable('chat_conversations')
    .set({
      status: 'resolved',
      resolved_at: input.now,
      resolved_by: input.operatorId,
      operator_last_read_id: sql<number>`last_message_id`,
    })
    .where('id', '=', input.id)
    .where('status', '=', 'open')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('chat_messages as x')
            .select('x.id')
            .whereRef('x.conversation_id', '=', 'chat_conversations.id')
            .where('x.sender_kind', '=', 'user')
            .where('x.id', '>', input.upToId),
        ),
      ),
    )
    .returning(['user_id', 'resolved_at'])
    .executeTakeFirst()
}

/** Opens a resolved conversation again; true when it was resolved. */
export async function reopenConversation(tx: Kysely<DB>, id: number): Promise<boolean> {
  const result = await tx
    .updateTable('chat_conversations')
    .set({ status: 'open', resolved_at: null, resolved_by: null })
    .where('id', '=', id)
    .where('status', '=', 'resolved')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** A conversation's state and who resolved it, by name. */
export function findConversationStatus(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('chat_conversations as c')
    .leftJoin('operators as o', 'o.id', 'c.resolved_by')
    .select(['c.status', 'c.resolved_at', 'o.username as resolved_name'])
    .where('c.id', '=', id)
    .executeTakeFirst()
}

/** The console's inbox: conversations with messages, newest activity first, keyset on the last message id. */
export function listInbox(
  db: Kysely<DB>,
  options: {
    before: number | undefined
    filter: InboxFilter
    status: ConversationStatus
    operatorId: number
    limit: number
  },
) {
  let query = db
    .selectFrom('chat_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('operators as o', 'o.id', 'c.assigned_operator_id')
    .leftJoin('operators as r', 'r.id', 'c.resolved_by')
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
      'c.status',
      'c.resolved_at',
      'r.username as resolved_name',
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
    .where('c.status', '=', options.status)
    .where('c.last_message_id', '>', 0)
  if (options.before !== undefined) query = query.where('c.last_message_id', '<', options.before)
  if (options.filter === 'mine') query = query.where('c.assigned_operator_id', '=', options.operatorId)
  if (options.filter === 'unassigned') query = query.where('c.assigned_operator_id', 'is', null)
  return query
    .orderBy('c.last_message_id', 'desc')
    .limit(options.limit + 1)
    .execute()
}
