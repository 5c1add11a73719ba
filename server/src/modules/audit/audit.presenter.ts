import type { AuditLogRow } from '@app/contracts'
import { integerCell, textCell, timeCell } from '../../lib/csv.ts'
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

/** The audit CSV keeps the stored facts as they are: before and after as their stored JSON. */
export const AUDIT_CSV_HEADER = ['ID', 'Time', 'Operator', 'Action', 'Object', 'Before', 'After'] as const

export function auditCells(row: AuditRow, tz: string): string[] {
  return [
    integerCell(row.id),
    timeCell(row.created_at, tz),
    textCell(row.username),
    textCell(row.action),
    textCell(row.target),
    textCell(row.before_json),
    textCell(row.after_json),
  ]
}
