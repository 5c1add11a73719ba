import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { AUDIT_OPS_EXPORT, AUDIT_OPS_LIST, type AuditAction } from '@app/contracts/audit'
import { OPERATORS_OPS_LIST } from '@app/contracts/operators'
import { requestFor } from '@app/client/request'
import type { DayRange } from '../../../lib/date-range.ts'
import { call } from '../../../lib/request.ts'

/** What the log is narrowed to; each part optional. */
export interface AuditLogFilter {
  q?: string | undefined
  operator?: number | undefined
  action?: AuditAction | undefined
  /** A kind (`withdrawal`) or one object (`withdrawal:12`). */
  object?: string | undefined
  range?: DayRange | undefined
}

const queryOf = ({ q, operator, action, object, range }: AuditLogFilter) => ({
  q: q || undefined,
  operator: operator === undefined ? undefined : String(operator),
  action,
  object: object || undefined,
  from: range ? String(range.from) : undefined,
  to: range ? String(range.to) : undefined,
})

export const auditLogQueryKey = (filter: AuditLogFilter) => ['ops', 'audit-log', queryOf(filter)] as const

export const fetchAuditLog = (filter: AuditLogFilter, cursor: string | null) =>
  call(AUDIT_OPS_LIST, { query: { ...queryOf(filter), cursor: cursor ?? undefined } })

/** Keyset pages: each reply's `next` cursor fetches the following (older) page. */
export const useAuditLog = (filter: AuditLogFilter) =>
  useInfiniteQuery({
    queryKey: auditLogQueryKey(filter),
    queryFn: ({ pageParam }) => fetchAuditLog(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })

/** The operators to filter by (the audit log is admin's, as is this list). */
export const useAuditOperators = () =>
  useQuery({ queryKey: ['ops', 'audit-log', 'operators'], queryFn: () => call(OPERATORS_OPS_LIST, {}) })

/** The CSV of the filtered entries of a range, as the browser downloads it. */
export const auditLogExportUrl = (filter: AuditLogFilter & { range: DayRange }) => {
  const { q: _q, ...query } = queryOf(filter)
  return requestFor(AUDIT_OPS_EXPORT, {
    query: { ...query, from: String(filter.range.from), to: String(filter.range.to), tz: filter.range.tz },
  }).path
}
