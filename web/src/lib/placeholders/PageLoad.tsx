import { useState, type ReactNode } from 'react'
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query'
import { LoadingPlaceholder } from './Loading.tsx'
import { ErrorPlaceholder } from './Placeholders.tsx'
import { useWaitPhase } from './use-elapsed.ts'

interface PageLoadProps<T> {
  query: UseQueryResult<T>
  /** The query's key: a retry after the 60 s time-out cancels the fetch still hanging first. */
  queryKey: QueryKey
  children: (data: T) => ReactNode
}

/** A fetch aborted by `AbortSignal.timeout` rejects with a DOMException named TimeoutError. */
const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError'

/** Page-level data load: quiet for 200 ms, loading placeholder, error placeholder after 60 s or on failure. */
export function PageLoad<T>({ query, queryKey, children }: PageLoadProps<T>) {
  const queryClient = useQueryClient()
  const [attempt, setAttempt] = useState(0)
  const waiting = query.data === undefined && !query.isError
  const phase = useWaitPhase(waiting, attempt)
  const retry = async () => {
    setAttempt((n) => n + 1)
    // Without data, a refetch would join the hanging fetch instead of starting a new one.
    if (query.isFetching) await queryClient.cancelQueries({ queryKey, exact: true })
    await query.refetch()
  }
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.isError)
    return <ErrorPlaceholder timedOut={isTimeout(query.error)} onRetry={() => void retry()} />
  if (phase === 'timedOut') return <ErrorPlaceholder timedOut onRetry={() => void retry()} />
  return phase === 'loading' ? <LoadingPlaceholder /> : null
}
