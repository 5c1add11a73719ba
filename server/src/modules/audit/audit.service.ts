import type { AuditLogRow, Page } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { toPage } from '../../lib/paging.ts'
import { presentAuditEntry } from './audit.presenter.ts'
import { listAudit } from './audit.repo.ts'

const PAGE_SIZE = 50

/** One page of the audit log, newest first after `cursor`; `q` matches the action, target or operator. */
export async function listAuditLog(
  deps: Pick<Scope, 'db'>,
  { q, cursor }: { q?: string | undefined; cursor?: number | undefined },
): Promise<Page<AuditLogRow>> {
  const rows = await listAudit(deps.db, q ?? '', cursor, PAGE_SIZE + 1)
  return toPage(rows, PAGE_SIZE, presentAuditEntry)
}
