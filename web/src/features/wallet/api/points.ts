import { useQuery } from '@tanstack/react-query'
import { WALLET_POINTS, WALLET_POINT_RECORDS, type PointRecordRow } from '@app/contracts/wallet'
import { fetchData } from '../../../lib/request.ts'
import type { ListSource } from '../../../lib/list/source.ts'

export const pointsQueryKey = ['points'] as const

/** The points balance and the invitation rule. */
export const fetchPoints = () => fetchData(WALLET_POINTS, {})

export const usePoints = () => useQuery({ queryKey: pointsQueryKey, queryFn: fetchPoints })

export const fetchPointRecords = (cursor: string | null) =>
  fetchData(WALLET_POINT_RECORDS, { query: { cursor: cursor ?? undefined } })

export const pointRecordsSource: ListSource<PointRecordRow> = {
  queryKey: [...pointsQueryKey, 'records'],
  fetchPage: fetchPointRecords,
}
