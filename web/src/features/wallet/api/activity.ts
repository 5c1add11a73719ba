import { useQuery } from '@tanstack/react-query'
import { WALLET_ACTIVITY_DETAIL, WALLET_ACTIVITY, type ActivityRow } from '@app/contracts/wallet-activity'
import { fetchData } from '../../../lib/request.ts'
import type { ListSource } from '../../../lib/list/source.ts'
import { walletRecordsQueryKey } from './wallet.ts'

/** Under the wallet records' key, so whatever refreshes the records refreshes the feed too. */
export const activityQueryKey = [...walletRecordsQueryKey, 'activity'] as const

/** The user's money events, one line each, newest first. */
export const activitySource: ListSource<ActivityRow> = {
  queryKey: activityQueryKey,
  fetchPage: (cursor) => fetchData(WALLET_ACTIVITY, { query: { cursor: cursor ?? undefined } }),
}

export const activityDetailQueryKey = (id: string) => [...activityQueryKey, 'detail', id] as const

export const useActivityDetail = (id: string) =>
  useQuery({
    queryKey: activityDetailQueryKey(id),
    queryFn: () => fetchData(WALLET_ACTIVITY_DETAIL, { params: { id } }),
    enabled: id !== '',
  })
