import { App } from 'antd'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Page, QueueCounts, QueueFilters, QueueOrder } from '@app/contracts'
import { filterQuery } from '../model/queue-params.ts'
import { approvalsQueryKey } from './approvals.ts'

/*
 * How the recharge and the withdrawal queue talk to the server alike; each queue's own file names
 * its endpoints and its decisions.
 */

/** The key every query of one queue lives under (every tab, its counts): reloaded after a decision. */
type Root = readonly string[]

/** What one status tab lists. */
export interface QueueAsk<S extends string> {
  status: S
  order: QueueOrder
  filters: QueueFilters
  /** False while the address holds a filter that cannot be asked for: nothing is listed. */
  enabled: boolean
}

/** A list call's query: the filters as text, the tab's status and order, a cursor past the first page. */
type PageQuery<S extends string> = Record<string, string> & { status: S; order: QueueOrder; cursor?: string }

/** Keyset pages of one status matching the filters, in the order asked. */
export const useQueuePages = <S extends string, Row>(
  root: Root,
  { status, order, filters, enabled }: QueueAsk<S>,
  list: (query: PageQuery<S>) => Promise<Page<Row>>,
) =>
  useInfiniteQuery({
    enabled,
    queryKey: [...root, 'list', status, order, filters],
    queryFn: ({ pageParam }) =>
      list({ ...filterQuery(filters), status, order, ...(pageParam === null ? {} : { cursor: pageParam }) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })

/** How many of each status match the filters, for the tabs. */
export const useQueueCounts = (
  root: Root,
  filters: QueueFilters,
  enabled: boolean,
  counts: (query: Record<string, string>) => Promise<QueueCounts>,
) =>
  useQuery({
    enabled,
    queryKey: [...root, 'counts', filters],
    queryFn: () => counts(filterQuery(filters)),
  })

/** Decides the chosen rows at once; the reply says what became of each, and the queue is reloaded. */
export const useQueueBulk = <Body, Reply>(root: Root, decide: (body: Body) => Promise<Reply>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  })
}

/** What the toast says once a decision is made (said here: the row that asked may have gone). */
type Said = { said?: string }

/** Decides one row; either way the queue and the approvals are reloaded, since a 409 means someone
 *  else already decided it. */
export const useQueueDecision = <Decision, Reply>(
  root: Root,
  decide: (decision: Decision & Said) => Promise<Reply>,
) => {
  const queryClient = useQueryClient()
  const { message } = App.useApp()
  return useMutation({
    mutationFn: decide,
    onSuccess: (_, { said }) => {
      if (said) void message.success(said)
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: root }),
        queryClient.invalidateQueries({ queryKey: approvalsQueryKey }),
      ]),
  })
}
