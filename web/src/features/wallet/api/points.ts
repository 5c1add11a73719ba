import { useQuery } from '@tanstack/react-query'
import type { PointRecordRow, PointsSummary } from '@app/contracts/wallet'
import { request } from '../../../lib/request.ts'
import type { ListPage, ListSource } from '../../../lib/list/source.ts'

export const pointsQueryKey = ['points'] as const

/** The points balance and the invitation rule. */
export const fetchPoints = () => request<PointsSummary>('/api/points').then((r) => r.data)

export const usePoints = () => useQuery({ queryKey: pointsQueryKey, queryFn: fetchPoints })

export const fetchPointRecords = (cursor: string | null) =>
  request<ListPage<PointRecordRow>>('/api/points/records', { query: { cursor: cursor ?? undefined } }).then(
    (r) => r.data,
  )

export const pointRecordsSource: ListSource<PointRecordRow> = {
  queryKey: [...pointsQueryKey, 'records'],
  fetchPage: fetchPointRecords,
}
