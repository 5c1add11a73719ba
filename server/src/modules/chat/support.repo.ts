import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

// ── Saved replies ───────────────────────────────────────────────────────────────────────────────

/** Saved replies with the username of the operator who saved each last. */
function repliesWithEditor(db: Kysely<DB>) {
  return db
    .selectFrom('chat_canned_replies as r')
    .innerJoin('operators as o', 'o.id', 'r.updated_by')
    .select(['r.id', 'r.title', 'r.text', 'r.language', 'r.updated_at', 'o.username as updated_by_name'])
}

export type CannedReply = Awaited<ReturnType<typeof findCannedReply>> & {}

export function listCannedReplies(db: Kysely<DB>, limit: number) {
  return repliesWithEditor(db).orderBy('r.language').orderBy('r.title').orderBy('r.id').limit(limit).execute()
}

export function findCannedReply(db: Kysely<DB>, id: number) {
  return repliesWithEditor(db).where('r.id', '=', id).executeTakeFirst()
}

export async function countCannedReplies(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('chat_canned_replies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The reply of `language` titled `title` other than `exceptId`, if any. */
export function findCannedReplyByTitle(db: Kysely<DB>, language: string, title: string, exceptId = 0) {
  return db
    .selectFrom('chat_canned_replies')
    .select('id')
    .where('language', '=', language)
    .where('title', '=', title)
    .where('id', '!=', exceptId)
    .executeTakeFirst()
}

export interface CannedReplyValues {
  title: string
  text: string
  language: string
  operatorId: number
  now: number
}

export async function insertCannedReply(db: Kysely<DB>, v: CannedReplyValues): Promise<number> {
  const row = await db
    .insertInto('chat_canned_replies')
    .values({
      title: v.title,
      text: v.text,
      language: v.language,
      created_by: v.operatorId,
      updated_by: v.operatorId,
      created_at: v.now,
      updated_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateCannedReply(db: Kysely<DB>, id: number, v: CannedReplyValues): Promise<void> {
  await db
    .updateTable('chat_canned_replies')
    .set({ title: v.title, text: v.text, language: v.language, updated_by: v.operatorId, updated_at: v.now })
    .where('id', '=', id)
    .execute()
}

export async function deleteCannedReply(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('chat_canned_replies').where('id', '=', id).execute()
}

// ── Links to recharges and withdrawals ──────────────────────────────────────────────────────────

export type LinkKind = 'recharge' | 'withdrawal'

/** Links with the username of the operator who made each. */
function linksWithOperator(db: Kysely<DB>) {
  return db
    .selectFrom('chat_request_links as l')
    .innerJoin('operators as o', 'o.id', 'l.linked_by')
    .select([
      'l.id',
      'l.conversation_id',
      'l.kind',
      'l.request_id',
      'l.linked_at',
      'o.username as linked_by_name',
    ])
}

export type RequestLink = Awaited<ReturnType<typeof findLink>> & {}

/** A conversation's links, newest first (there are a handful). */
export function listLinks(db: Kysely<DB>, conversationId: number, limit: number) {
  return linksWithOperator(db)
    .where('l.conversation_id', '=', conversationId)
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute()
}

export function findLink(db: Kysely<DB>, id: number) {
  return linksWithOperator(db).where('l.id', '=', id).executeTakeFirst()
}

export function findLinkOf(db: Kysely<DB>, conversationId: number, kind: LinkKind, requestId: number) {
  return linksWithOperator(db)
    .where('l.conversation_id', '=', conversationId)
    .where('l.kind', '=', kind)
    .where('l.request_id', '=', requestId)
    .executeTakeFirst()
}

export async function insertLink(
  db: Kysely<DB>,
  link: { conversationId: number; kind: LinkKind; requestId: number; operatorId: number; now: number },
): Promise<number> {
  const row = await db
    .insertInto('chat_request_links')
    .values({
      conversation_id: link.conversationId,
      kind: link.kind,
      request_id: link.requestId,
      linked_by: link.operatorId,
      linked_at: link.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function deleteLink(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('chat_request_links').where('id', '=', id).execute()
}

/** Of these requests, the ones linked to a conversation, each with its latest link's conversation. */
export function linksOfRequests(db: Kysely<DB>, kind: LinkKind, requestIds: readonly number[]) {
  if (requestIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('chat_request_links')
    .select(['request_id', 'conversation_id'])
    .where('kind', '=', kind)
    .where('request_id', 'in', [...requestIds])
    .orderBy('id')
    .execute()
}
