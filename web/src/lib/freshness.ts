import type { UseQueryResult } from '@tanstack/react-query'
import { connectionDroppedAt, useOnline } from './connection.ts'

/** Whether the figures of a query may be shown as they are now, or when they were last known. */
export type Freshness = { state: 'current' } | { state: 'unrefreshed'; lastChecked: number | undefined }

type QueryState = Pick<UseQueryResult<unknown>, 'isError' | 'fetchStatus' | 'dataUpdatedAt'>

/**
 * Money figures come from the network or not at all: they are current only while the device is
 * online and the query's last fetch succeeded after the connection last dropped. Otherwise the page
 * shows a dash and when the figures were last checked (`lastChecked`, ms; undefined if never).
 */
export function useFreshness(query: QueryState): Freshness {
  const online = useOnline()
  const lastChecked = query.dataUpdatedAt > 0 ? query.dataUpdatedAt : undefined
  const fetchedBeforeDrop = lastChecked !== undefined && lastChecked < connectionDroppedAt()
  const unrefreshed = !online || query.isError || query.fetchStatus === 'paused' || fetchedBeforeDrop
  return unrefreshed ? { state: 'unrefreshed', lastChecked } : { state: 'current' }
}
