import { useMemo, type ReactNode } from 'react'
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from '../i18n/translate.ts'
import { PULL_RETURN_MS, REACH_BOTTOM_PX } from '@app/contracts/constants'
import { EmptyState } from '../placeholders/Placeholders.tsx'
import { PageLoad } from '../placeholders/PageLoad.tsx'
import { dayHeading, localDay } from './day-label.ts'
import { createLock } from './lock.ts'
import { pullStateText } from './pull-state.ts'
import { PullToRefresh } from './PullToRefresh.tsx'
import type { ListPage, ListSource } from './source.ts'

interface PullListProps<T> {
  source: ListSource<T>
  renderItem: (item: T) => ReactNode
  itemKey: (item: T) => string
  emptyTitle?: string
  emptyDescription?: string
  /** When given, the list is grouped by the viewer's day of this time (Unix seconds), under headings. */
  dayOf?: (item: T) => number
}

/**
 * The one list of the app: pull to refresh (releasing early cancels; the head returns in ~0.3 s)
 * and load more within 50 px of the bottom, over an infinite query.
 */
export function PullList<T>({
  source,
  renderItem,
  itemKey,
  emptyTitle,
  emptyDescription,
  dayOf,
}: PullListProps<T>) {
  const { t } = useTranslation()
  const now = Math.floor(Date.now() / 1000)
  const heading = (seconds: number) => {
    const day = dayHeading(seconds, now)
    return day === 'today' || day === 'yesterday' ? t(`list.${day}`) : day
  }
  const query = useInfiniteQuery({
    queryKey: source.queryKey,
    queryFn: ({ pageParam }) => source.fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<T>) => last.next,
  })
  const { fetchNextPage } = query
  const loadMore = useMemo(
    () =>
      createLock(async () => {
        const result = await fetchNextPage({ cancelRefetch: false })
        if (result.isError) throw result.error
      }),
    [fetchNextPage],
  )
  const refresh = async () => {
    const result = await query.refetch()
    if (result.isError) throw result.error
  }
  return (
    <PageLoad query={query} queryKey={source.queryKey}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.items)
        return (
          <PullToRefresh
            onRefresh={refresh}
            completeDelay={PULL_RETURN_MS}
            renderText={(state) => pullStateText(state, t)}
          >
            {items.length === 0 ? (
              <EmptyState title={emptyTitle} description={emptyDescription} />
            ) : (
              <ul className="pull-list">
                {items.map((item, i) => {
                  const previous = items[i - 1]
                  const day = dayOf && localDay(dayOf(item))
                  const opensDay =
                    dayOf !== undefined && (previous === undefined || localDay(dayOf(previous)) !== day)
                  return (
                    <li key={itemKey(item)}>
                      {opensDay && <h2 className="list-day">{heading(dayOf(item))}</h2>}
                      {renderItem(item)}
                    </li>
                  )
                })}
              </ul>
            )}
            <InfiniteScroll hasMore={query.hasNextPage} loadMore={loadMore} threshold={REACH_BOTTOM_PX}>
              {(hasMore, failed, retry) => (
                <ListFooter hasMore={hasMore} failed={failed} retry={retry} empty={items.length === 0} />
              )}
            </InfiniteScroll>
          </PullToRefresh>
        )
      }}
    </PageLoad>
  )
}

interface ListFooterProps {
  hasMore: boolean
  failed: boolean
  retry: () => void
  empty: boolean
}

function ListFooter({ hasMore, failed, retry, empty }: ListFooterProps) {
  const { t } = useTranslation()
  if (failed) {
    return (
      <button type="button" className="list-footer-retry" onClick={retry}>
        {t('list.loadFailed')}
      </button>
    )
  }
  if (hasMore) return <span className="list-footer">{t('list.loadingMore')}</span>
  return empty ? null : <span className="list-footer">{t('list.noMore')}</span>
}
