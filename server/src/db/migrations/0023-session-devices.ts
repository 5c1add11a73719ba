import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * What a user's sessions page shows of each session: a short copy of the browser's User-Agent
 * given at sign-in, the sign-in address with its last part hidden, the last time the session was
 * used, and up to which sign-in of the same account this session has seen the new-sign-in notice.
 * The hidden-part address replaces 0022's full `ip`: the addresses kept so far are copied in their
 * hidden form and the full ones dropped, so one address is stored, and never the whole of it.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(160)').execute()
  await db.schema.alterTable('sessions').addColumn('ip_hint', 'varchar(48)').execute()
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  // Sessions made before this change were last seen, as far as anyone knows, when they began.
  await sql`update sessions set last_seen_at = created_at`.execute(db)
  await db.schema.alterTable('sessions').addColumn('sign_ins_seen_id', 'bigint').execute()

  const kept = await sql<{
    id: number
    ip: string
  }>`select id, ip from sessions where ip is not null`.execute(db)
  for (const row of kept.rows) {
    await sql`update sessions set ip_hint = ${maskAddress(row.ip)} where id = ${row.id}`.execute(db)
  }
  await db.schema.alterTable('sessions').dropColumn('ip').execute()
}

/**
 * The address with its last part hidden, as it was when this migration was written (the live copy
 * is auth's `maskAddress`; a migration keeps its own, so it never changes after it has run).
 */
function maskAddress(ip: string): string | null {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip)
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`
  if (!/^[0-9a-f:]{2,39}$/i.test(ip) || !ip.includes(':')) return null
  const head = ip.split('::')[0]?.split(':').filter(Boolean).slice(0, 3) ?? []
  return head.length > 0 ? `${head.join(':')}:x` : null
}
