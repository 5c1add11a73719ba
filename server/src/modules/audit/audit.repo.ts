import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

export interface AuditEntry {
  operatorId: number
  action: string
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

/** Newest first by keyset on id, `limit` rows; `q` matches the action, the target or the operator's name. */
export function listAudit(db: Kysely<DB>, q: string, cursor: number | undefined, limit: number) {
  let query = db
    .selectFrom('audit_log')
    .innerJoin('operators', 'operators.id', 'audit_log.operator_id')
    .select([
      'audit_log.id',
      'operators.username',
      'action',
      'target',
      'before_json',
      'after_json',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
  if (cursor !== undefined) query = query.where('audit_log.id', '<', cursor)
  if (q) {
    const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`
    // An explicit escape character (a backslash) on both databases: SQLite's LIKE has none by default.
    const matches = (column: string) => sql<boolean>`${sql.ref(column)} like ${like} escape '\\'`
    query = query.where((eb) => eb.or([matches('action'), matches('target'), matches('operators.username')]))
  }
  return query.execute()
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number]
