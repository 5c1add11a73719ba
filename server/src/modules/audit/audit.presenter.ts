import { auditChangesText, auditDiff, formatMoney, type AuditLogRow } from '@app/contracts'
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

/**
 * The audit CSV reads as the console's "Changes" does: the fields that changed, "status: pending →
 * completed; amount: — → $98.00", amounts in the site's currency. The stored before and after
 * follow as they were written, last, for an auditor who must see the evidence itself (0029).
 */
export const AUDIT_CSV_HEADER = [
  'ID',
  'Time',
  'Operator',
  'Action',
  'Object',
  'Changes',
  'Before (as stored)',
  'After (as stored)',
] as const

export function auditCells(row: AuditRow, tz: string, currency: string): string[] {
  const money = (minor: string | number) => formatMoney(minor, currency)
  const changes = auditDiff(
    JSON.parse(row.before_json) as unknown,
    JSON.parse(row.after_json) as unknown,
    money,
  )
  return [
    integerCell(row.id),
    timeCell(row.created_at, tz),
    textCell(row.username),
    textCell(row.action),
    textCell(row.target),
    textCell(auditChangesText(changes)),
    textCell(row.before_json),
    textCell(row.after_json),
  ]
}
