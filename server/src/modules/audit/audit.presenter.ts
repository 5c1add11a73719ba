import type { AuditLogRow } from '@app/contracts'
import type { AuditRow } from './audit.repo.ts'

export function presentAuditEntry(row: AuditRow): AuditLogRow {
  return {
    id: row.id,
    operator: row.username,
    action: row.action,
    target: row.target,
    before: JSON.parse(row.before_json) as unknown,
    after: JSON.parse(row.after_json) as unknown,
    createdAt: row.created_at,
  }
}
