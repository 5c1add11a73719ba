import { opsListAuditLog } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { toPage } from '../../lib/paging.ts'
import type { Router } from '../../lib/route.ts'
import { listAudit } from './audit.repo.ts'
import { presentAuditEntry } from './audit.presenter.ts'

const PAGE_SIZE = 50

export function auditOpsRoutes(route: Router, deps: Deps): void {
  route(opsListAuditLog, async ({ query }) => {
    const rows = await listAudit(deps.database.db, query.q ?? '', query.cursor, PAGE_SIZE + 1)
    return toPage(rows, PAGE_SIZE, presentAuditEntry)
  })
}
