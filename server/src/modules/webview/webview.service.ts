import type { WebviewCheckReply, WebviewHostBody } from '@app/contracts'
import type { Kysely } from 'kysely'
import type { Deps } from '../../deps.ts'
import type { DB } from '../../db/schema.ts'
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.repo.ts'
import { findHost, isHostAllowed } from './webview.repo.ts'

const notAllowed = () => new AppError('VALIDATION_FAILED', 'content.urlNotAllowed', { field: 'url' })

/**
 * Admits an address for the embedded page only when it is https, carries no credentials, uses the
 * default port, and its host is on the allow-list (exactly, or under a `*.` entry). `url` already
 * starts with `https://` (the contract checks that).
 */
export async function checkWebviewUrl(db: Kysely<DB>, url: string): Promise<WebviewCheckReply> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw notAllowed()
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) throw notAllowed()
  // The URL parser has already lowercased the name and turned international names into punycode.
  const hostname = parsed.hostname.replace(/\.$/, '')
  if (!(await isHostAllowed(db, hostname))) throw notAllowed()
  return { url: parsed.href, allowed: true }
}

export async function addWebviewHost(deps: Deps, body: WebviewHostBody, operatorId: number): Promise<void> {
  const now = deps.clock.now()
  const row = { host: body.host, note: body.note ?? '', created_by: operatorId, created_at: now }
  try {
    await inTransaction(deps.database, async (tx) => {
      await tx.insertInto('webview_hosts').values(row).execute()
      await recordAudit(tx, {
        operatorId,
        action: 'webview.add',
        target: `webview:${body.host}`,
        before: null,
        after: { host: row.host, note: row.note },
        now,
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'content.hostExists', { field: 'host' })
    throw error
  }
}

export async function removeWebviewHost(deps: Deps, host: string, operatorId: number): Promise<void> {
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await findHost(tx, host)
    if (!before) throw new AppError('NOT_FOUND')
    await tx.deleteFrom('webview_hosts').where('host', '=', host).execute()
    await recordAudit(tx, {
      operatorId,
      action: 'webview.remove',
      target: `webview:${host}`,
      before: { host: before.host, note: before.note },
      after: null,
      now,
    })
  })
}
