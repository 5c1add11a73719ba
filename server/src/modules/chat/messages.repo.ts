import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

export type SenderKind = 'user' | 'operator'

export interface MessageRow {
  id: number
  conversation_id: number
  sender_kind: SenderKind
  client_id: string
  text: string
  created_at: number
  operator_name: string | null
}

/** Messages with the operator's name beside operator messages. */
function messages(db: Kysely<DB>) {
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('operators as o', (join) =>
      join.onRef('o.id', '=', 'm.sender_id').on('m.sender_kind', '=', 'operator'),
    )
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_kind',
      'm.client_id',
      'm.text',
      'm.created_at',
      'o.username as operator_name',
    ])
}

export function findMessageByClientId(
  db: Kysely<DB>,
  conversationId: number,
  sender: { kind: SenderKind; id: number },
  clientId: string,
): Promise<MessageRow | undefined> {
  return messages(db)
    .where('m.conversation_id', '=', conversationId)
    .where('m.sender_kind', '=', sender.kind)
    .where('m.sender_id', '=', sender.id)
    .where('m.client_id', '=', clientId)
    .executeTakeFirst()
}

/**
 * Inserts a message under its claimed id; undefined when the same sender already stored this
 * client id (a resend). Returns how many of the sender's side's messages the other side had not
 * read before this one.
 */
export async function insertMessage(
  db: Kysely<DB>,
  values: {
    id: number
    conversationId: number
    sender: { kind: SenderKind; id: number }
    clientId: string
    text: string
    now: number
  },
  otherReadMark: number,
): Promise<{ unreadBefore: number } | undefined> {
  const row = await db
    .insertInto('chat_messages')
    .values({
      id: values.id,
      conversation_id: values.conversationId,
      sender_kind: values.sender.kind,
      sender_id: values.sender.id,
      client_id: values.clientId,
      text: values.text,
      created_at: values.now,
    })
    .onConflict((oc) => oc.columns(['conversation_id', 'sender_kind', 'sender_id', 'client_id']).doNothing())
    .returning((eb) =>
      eb
        .selectFrom('chat_messages as x')
        .select(sql<number>`count(*)`.as('n'))
        .where('x.conversation_id', '=', values.conversationId)
        .where('x.sender_kind', '=', values.sender.kind)
        .where('x.id', '>', otherReadMark)
        .whereRef('x.id', '<', 'chat_messages.id')
        .as('unread_before'),
    )
    .executeTakeFirst()
  return row && { unreadBefore: Number(row.unread_before ?? 0) }
}

export function findMessage(db: Kysely<DB>, id: number): Promise<MessageRow | undefined> {
  return messages(db).where('m.id', '=', id).executeTakeFirst()
}

/** A message's text alone (a notification that travelled without it). */
export async function findMessageText(db: Kysely<DB>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('chat_messages').select('text').where('id', '=', id).executeTakeFirst()
  return row?.text
}

/** Newest first, before `beforeId` when given; `limit + 1` rows so the caller knows if more exist. */
export function listMessagesBefore(
  db: Kysely<DB>,
  conversationId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  let query = messages(db).where('m.conversation_id', '=', conversationId)
  if (beforeId !== undefined) query = query.where('m.id', '<', beforeId)
  return query
    .orderBy('m.id', 'desc')
    .limit(limit + 1)
    .execute()
}

/** Oldest first, after `afterId`; `limit + 1` rows so the caller knows if more exist. */
export function listMessagesAfter(
  db: Kysely<DB>,
  conversationId: number,
  afterId: number,
  limit: number,
): Promise<MessageRow[]> {
  return messages(db)
    .where('m.conversation_id', '=', conversationId)
    .where('m.id', '>', afterId)
    .orderBy('m.id', 'asc')
    .limit(limit + 1)
    .execute()
}

/** Messages of `from` after `afterId` in a conversation: the other side's unread count. */
export async function countMessagesAfter(
  db: Kysely<DB>,
  conversationId: number,
  from: SenderKind,
  afterId: number,
): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select(sql<number>`count(*)`.as('n'))
    .where('conversation_id', '=', conversationId)
    .where('sender_kind', '=', from)
    .where('id', '>', afterId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
