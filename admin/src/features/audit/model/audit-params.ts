import { AUDIT_ACTIONS, type AuditAction } from '@app/contracts'
import { dayRange } from '../../../lib/date-range.ts'
import type { AuditLogFilter } from '../api/audit-log.ts'

/**
 * The audit log's filters live in its address, so a reload, a shared link or Back (after opening
 * an object elsewhere) shows the same entries: `q` (free text), `operator` (an id), `action` (a
 * stored action name), `object` (`withdrawal` or `withdrawal:12`), `from` and `to` (the first and
 * last day, `YYYY-MM-DD`, both included). A value that is not one of these reads as absent.
 */
export interface AuditParams {
  q: string
  operator: number | undefined
  action: AuditAction | undefined
  object: string
  first: string
  last: string
}

const isAction = (value: string | null): value is AuditAction =>
  value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value)

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value)

export function readAuditParams(params: URLSearchParams): AuditParams {
  const operator = params.get('operator') ?? ''
  const action = params.get('action')
  const from = params.get('from')
  const to = params.get('to')
  return {
    q: params.get('q') ?? '',
    operator: /^[1-9][0-9]{0,9}$/.test(operator) ? Number(operator) : undefined,
    action: isAction(action) ? action : undefined,
    object: params.get('object') ?? '',
    first: isDay(from) ? from : '',
    last: isDay(to) ? to : '',
  }
}

/** The address of these filters; empty ones are left out. */
export function auditParamsOf(filters: AuditParams): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q.trim()) params.set('q', filters.q.trim())
  if (filters.operator !== undefined) params.set('operator', String(filters.operator))
  if (filters.action) params.set('action', filters.action)
  if (filters.object.trim()) params.set('object', filters.object.trim())
  if (filters.first) params.set('from', filters.first)
  if (filters.last) params.set('to', filters.last)
  return params
}

/** What the server is asked for: the days become a range only when both make one. */
export function auditFilterOf(filters: AuditParams): AuditLogFilter {
  const picked = filters.first || filters.last ? dayRange(filters.first, filters.last) : null
  const range = picked && !('problem' in picked) ? picked : undefined
  return {
    q: filters.q.trim(),
    operator: filters.operator,
    action: filters.action,
    object: filters.object.trim(),
    range,
  }
}
