import { useInfiniteQuery } from '@tanstack/react-query'
import type { AuditLogRow, Page } from '@app/contracts'
import { request } from '../../lib/request.ts'

export const auditLogQueryKey = (q: string) => ['ops', 'audit-log', q] as const

export function fetchAuditLog(q: string, cursor: string | null): Promise<Page<AuditLogRow>> {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return request<Page<AuditLogRow>>(`/api/ops/audit-log${query ? `?${query}` : ''}`)
}

/** Keyset pages: each reply's `next` cursor fetches the following (older) page. */
export function useAuditLog(q: string) {
  return useInfiniteQuery({
    queryKey: auditLogQueryKey(q),
    queryFn: ({ pageParam }) => fetchAuditLog(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })
}
