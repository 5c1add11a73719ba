import { sql, type Kysely } from 'kysely'
import type { AuditAction } from '@app/contracts'
import type { DB } from '../../db/schema.ts'

export interface AuditEntry {
  operatorId: number
  /** One of the actions the console has a sentence for. */
  action: AuditAction
  target: string
  before: unknown
  after: unknown
  now: number
}

/** Appends one entry; call it in the same transaction as the change it records. */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      target: entry.target,
      before_json: JSON.stringify(entry.before ?? null),
      after_json: JSON.stringify(entry.after ?? null),
      created_at: entry.now,
    })
    .execute()
}

/** What the console narrows the log to; every field optional. */
export interface AuditQuery {
  q?: string | undefined
  operatorId?: number | undefined
  action?: AuditAction | undefined
  /** A kind (`withdrawal`) or one object (`withdrawal:12`). */
  object?: string | undefined
  from?: number | undefined
  to?: number | undefined
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`)
// An explicit escape character (a backslash) on both databases: SQLite's LIKE has none by default.
const like = (column: string, pattern: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`

function auditEntries(db: Kysely<DB>, filter: AuditQuery) {
  let query = db
    .selectFrom('audit_log')
    .innerJoin('operators', 'operators.id', 'audit_log.operator_id')
    .select([
      'audit_log.id',
      'audit_log.operator_id',
      'operators.username',
      'action',
      'target',
      'before_json',
      'after_json',
      'audit_log.created_at',
    ])
  if (filter.operatorId !== undefined) query = query.where('audit_log.operator_id', '=', filter.operatorId)
  if (filter.action !== undefined) query = query.where('action', '=', filter.action)
  if (filter.from !== undefined) query = query.where('audit_log.created_at', '>=', filter.from)
  if (filter.to !== undefined) query = query.where('audit_log.created_at', '<', filter.to)
  const { object } = filter
  if (object)
    query = object.includes(':')
      ? query.where('target', '=', object)
      : query.where((eb) => eb.or([eb('target', '=', object), like('target', `${escapeLike(object)}:%`)]))
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`
    query = query.where((eb) =>
      eb.or([like('action', pattern), like('target', pattern), like('operators.username', pattern)]),
    )
  }
  return query
}

/** Newest first by keyset on id, `limit` rows, narrowed by `filter`. */
export function listAudit(db: Kysely<DB>, filter: AuditQuery, cursor: number | undefined, limit: number) {
  let query = auditEntries(db, filter).orderBy('audit_log.id', 'desc').limit(limit)
  if (cursor !== undefined) query = query.where('audit_log.id', '<', cursor)
  return query.execute()
}

/** Oldest first after `afterId`, `limit` rows, narrowed by `filter` (the export's pages). */
export function listAuditAfter(db: Kysely<DB>, filter: AuditQuery, afterId: number, limit: number) {
  return auditEntries(db, filter)
    .where('audit_log.id', '>', afterId)
    .orderBy('audit_log.id')
    .limit(limit)
    .execute()
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number]
