import type { Insertable, Kysely } from 'kysely'
import type { DB, WebviewHostsTable } from '../../db/schema.ts'

/**
 * The allow-list entries that could admit `hostname`: the name itself, and `*.parent` for each parent
 * with at least two labels (`a.b.example.com` → `*.b.example.com`, `*.example.com`).
 */
export function candidateEntries(hostname: string): string[] {
  const labels = hostname.split('.')
  const wildcards = labels.slice(1, -1).map((_, i) => `*.${labels.slice(i + 1).join('.')}`)
  return [hostname, ...wildcards]
}

export async function isHostAllowed(db: Kysely<DB>, hostname: string): Promise<boolean> {
  const row = await db
    .selectFrom('webview_hosts')
    .select('host')
    .where('host', 'in', candidateEntries(hostname))
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export function listHosts(db: Kysely<DB>, host?: string) {
  let query = db
    .selectFrom('webview_hosts as w')
    .innerJoin('operators as o', 'o.id', 'w.created_by')
    .select(['w.host', 'w.note', 'o.username', 'w.created_at'])
    .orderBy('w.host')
    .limit(1000)
  if (host !== undefined) query = query.where('w.host', '=', host)
  return query.execute()
}
export type ConsoleHostRow = Awaited<ReturnType<typeof listHosts>>[number]

export function findHost(db: Kysely<DB>, host: string) {
  return db.selectFrom('webview_hosts').selectAll().where('host', '=', host).executeTakeFirst()
}

export async function insertHost(db: Kysely<DB>, row: Insertable<WebviewHostsTable>): Promise<void> {
  await db.insertInto('webview_hosts').values(row).execute()
}

export async function deleteHost(db: Kysely<DB>, host: string): Promise<void> {
  await db.deleteFrom('webview_hosts').where('host', '=', host).execute()
}
