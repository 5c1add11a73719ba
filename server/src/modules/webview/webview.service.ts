import type { WebviewCheckReply, WebviewHostBody, WebviewHostRow } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { presentHost } from './webview.presenter.ts'
import * as repo from './webview.repo.ts'

const notAllowed = () => new AppError('VALIDATION_FAILED', 'content.urlNotAllowed', { field: 'url' })

/**
 * Admits an address for the embedded page only when it is https, carries no credentials, uses the
 * default port, and its host is on the allow-list (exactly, or under a `*.` entry). `url` already
 * starts with `https://` (the contract checks that).
 */
export async function checkWebviewUrl(deps: Pick<Scope, 'db'>, url: string): Promise<WebviewCheckReply> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw notAllowed()
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) throw notAllowed()
  // The URL parser has already lowercased the name and turned international names into punycode.
  const hostname = parsed.hostname.replace(/\.$/, '')
  if (!(await repo.isHostAllowed(deps.db, hostname))) throw notAllowed()
  return { url: parsed.href, allowed: true }
}

/** The allow-list for the console, by host name. */
export async function listWebviewHosts(deps: Pick<Scope, 'db'>): Promise<WebviewHostRow[]> {
  return (await repo.listHosts(deps.db)).map(presentHost)
}

/** One allow-listed host as the console sees it, or NOT_FOUND. */
export async function getWebviewHost(deps: Pick<Scope, 'db'>, host: string): Promise<WebviewHostRow> {
  const [row] = await repo.listHosts(deps.db, host)
  if (!row) throw new AppError('NOT_FOUND')
  return presentHost(row)
}

/** Allows a host in the embedded page; an entry already listed is a conflict. */
export async function addWebviewHost(
  deps: Deps,
  input: WebviewHostBody & { operatorId: number },
): Promise<void> {
  const { operatorId } = input
  const now = deps.clock.now()
  const row = { host: input.host, note: input.note ?? '', created_by: operatorId, created_at: now }
  try {
    await inTransaction(deps.database, async (tx) => {
      await repo.insertHost(tx, row)
      await recordAudit(tx, {
        operatorId,
        action: 'webview.add',
        target: `webview:${row.host}`,
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

/** Removes a host from the allow-list, or NOT_FOUND. */
export async function removeWebviewHost(
  deps: Deps,
  input: { host: string; operatorId: number },
): Promise<void> {
  const { host, operatorId } = input
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await repo.findHost(tx, host)
    if (!before) throw new AppError('NOT_FOUND')
    await repo.deleteHost(tx, host)
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
