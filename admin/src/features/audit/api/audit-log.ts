import { useInfiniteQuery } from '@tanstack/react-query'
import { opsListAuditLog } from '@app/contracts/audit'
import { call } from '../../../lib/request.ts'

export const auditLogQueryKey = (q: string) => ['ops', 'audit-log', q] as const

export const fetchAuditLog = (q: string, cursor: string | null) =>
  call(opsListAuditLog, { query: { q: q || undefined, cursor: cursor ?? undefined } })

/** Keyset pages: each reply's `next` cursor fetches the following (older) page. */
export const useAuditLog = (q: string) =>
  useInfiniteQuery({
    queryKey: auditLogQueryKey(q),
    queryFn: ({ pageParam }) => fetchAuditLog(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })
