import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { Dialect } from '../../db/database.ts'
import type { DB } from '../../db/schema.ts'

/** The keys a user is found by, in the order their matches are listed. */
export const SEARCH_KEYS = ['member', 'phone', 'code', 'nickname'] as const
export type SearchKey = (typeof SEARCH_KEYS)[number]
export type TextKey = Exclude<SearchKey, 'member'>

/** Nicknames are searched folded (`db/fold-case.ts`, migration 0026): "ana" finds "Ana" and "ANA". */
const COLUMNS: Record<TextKey, 'phone' | 'invitation_code' | 'nickname_folded'> = {
  phone: 'phone',
  code: 'invitation_code',
  nickname: 'nickname_folded',
}

/** The last code point: every text that starts with `p` sorts at or after `p` and before `p` + this. */
const LAST_CHAR = '\u{10FFFF}'

/**
 * A column compared byte by byte: SQLite's default, PostgreSQL's "C" collation (the one its prefix
 * indexes are built in, migrations 0022 and 0026), so a prefix is a range either index reads in order.
 */
const bytewise = (dialect: Dialect, column: string) =>
  dialect === 'postgres' ? sql`${sql.ref(`users.${column}`)} collate "C"` : sql.ref(`users.${column}`)

/** Texts that start with `prefix`, from `from` on (a text that itself starts with it). */
function startsWith(dialect: Dialect, key: TextKey, prefix: string, from = prefix): Expression<SqlBool> {
  const column = bytewise(dialect, COLUMNS[key])
  return sql<SqlBool>`(${column} >= ${from} and ${column} < ${prefix + LAST_CHAR})`
}

/** What an operator typed, read as each key it can be; a key it cannot be is absent. */
export type SearchTerms = Partial<{ member: number } & Record<TextKey, string>>

/** Where the previous page stopped: the key it was listing and its last row. */
export interface SearchCursor {
  key: SearchKey | 'all'
  id: number
  text: string
}

export interface FoundUser {
  id: number
  text: string
}

/**
 * The query of one text key's matches after `after`, at most `limit`: exact first, then the rest
 * of the prefix in byte order (phones and codes are unique; nicknames then by id). A user an
 * earlier key already lists is left out, so each user is listed once, under the first key that
 * finds them.
 */
export function keyQuery(
  db: Kysely<DB>,
  dialect: Dialect,
  input: { key: TextKey; prefix: string; terms: SearchTerms; after: SearchCursor | null; limit: number },
) {
  const { key, prefix, terms, after, limit } = input
  const column = bytewise(dialect, COLUMNS[key])
  let query = db
    .selectFrom('users')
    .select(['users.id', sql<string>`${sql.ref(`users.${COLUMNS[key]}`)}`.as('text')])
    // After a cursor the range starts at its text, so a later page reads from where the last one
    // stopped; the row comparison then skips what it already showed.
    .where(startsWith(dialect, key, prefix, after?.text.startsWith(prefix) ? after.text : prefix))
    .orderBy(sql`${column}`)
    .orderBy('users.id')
    .limit(limit)
  for (const earlier of SEARCH_KEYS.slice(0, SEARCH_KEYS.indexOf(key))) {
    if (earlier === 'member') {
      if (terms.member !== undefined) query = query.where('users.id', '!=', terms.member)
      continue
    }
    const earlierPrefix = terms[earlier]
    if (earlierPrefix !== undefined)
      query = query.where(sql<SqlBool>`not ${startsWith(dialect, earlier, earlierPrefix)}`)
  }
  if (after) query = query.where(sql<SqlBool>`(${column}, users.id) > (${after.text}, ${after.id})`)
  return query
}

/** One key's matches after `after`, at most `limit` (`keyQuery`; the member number is exact). */
export async function findByKey(
  db: Kysely<DB>,
  dialect: Dialect,
  input: { key: SearchKey; terms: SearchTerms; after: SearchCursor | null; limit: number },
): Promise<FoundUser[]> {
  const { key, terms, after, limit } = input
  if (key === 'member') {
    if (terms.member === undefined || after) return []
    const row = await db.selectFrom('users').select('id').where('id', '=', terms.member).executeTakeFirst()
    return row ? [{ id: row.id, text: String(row.id) }] : []
  }
  const prefix = terms[key]
  if (prefix === undefined) return []
  return keyQuery(db, dialect, { key, prefix, terms, after, limit }).execute()
}

/** Every user, newest first after `afterId`: what the console lists before anything is typed. */
export async function newestUsers(
  db: Kysely<DB>,
  afterId: number | null,
  limit: number,
): Promise<FoundUser[]> {
  let query = db.selectFrom('users').select('id').orderBy('id', 'desc').limit(limit)
  if (afterId !== null) query = query.where('id', '<', afterId)
  return (await query.execute()).map((r) => ({ id: r.id, text: '' }))
}

/** The users with these ids, without password hashes. */
export function findUsers(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('users')
    .select(['id', 'phone', 'nickname', 'invitation_code', 'inviter_id', 'frozen', 'created_at'])
    .where('id', 'in', ids)
    .execute()
}
