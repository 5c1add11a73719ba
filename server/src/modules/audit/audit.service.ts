import type { AuditFilter, AuditLogRow, DateRange, Page } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { keysetPages } from '../../lib/csv.ts'
import { toPage } from '../../lib/paging.ts'
import type { Download } from '../../lib/route.ts'
import { AUDIT_CSV_HEADER, auditCells, presentAuditEntry } from './audit.presenter.ts'
import { listAudit, listAuditAfter, type AuditQuery } from './audit.repo.ts'
import { auditedExport, zoneOf } from './exports.service.ts'

const PAGE_SIZE = 50

const queryOf = (filter: Partial<AuditFilter>): AuditQuery => ({
  q: filter.q,
  operatorId: filter.operator,
  action: filter.action,
  object: filter.object,
  from: filter.from,
  to: filter.to,
})

/** One page of the audit log, newest first after `cursor`, narrowed by the console's filters. */
export async function listAuditLog(
  deps: Pick<Scope, 'db'>,
  { cursor, ...filter }: AuditFilter & { cursor?: number | undefined },
): Promise<Page<AuditLogRow>> {
  const rows = await listAudit(deps.db, queryOf(filter), cursor, PAGE_SIZE + 1)
  return toPage(rows, PAGE_SIZE, presentAuditEntry)
}

/** The entries of a date range, narrowed by the filters, as a streamed CSV file; itself recorded. */
export function exportAuditLog(
  deps: Scope & Pick<Deps, 'replica'>,
  input: {
    operatorId: number
    range: DateRange
    filter: Pick<AuditFilter, 'operator' | 'action' | 'object'>
    /** The site's currency prefix, which amounts in the changes are written with. */
    currency: string
  },
): Download {
  const { range, filter } = input
  const query = queryOf({ ...filter, from: range.from, to: range.to })
  const tz = zoneOf(range)
  const filters = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined))
  return auditedExport(
    deps,
    { operatorId: input.operatorId, action: 'export.audit-log', target: 'audit_log', range, filters },
    { name: 'audit-log', header: AUDIT_CSV_HEADER, cellsOf: (row) => auditCells(row, tz, input.currency) },
    keysetPages((afterId, limit) => listAuditAfter(deps.replica?.db ?? deps.db, query, afterId, limit)),
  )
}
