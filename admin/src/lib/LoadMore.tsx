import { Button, Flex } from 'antd'
import { useT } from './i18n.ts'

interface LoadMoreProps {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
  /** Names what is loaded, e.g. "Load more recharges". */
  label?: string
}

/** The keyset "Load more" under a list; locked while a page loads, so a cursor is never fetched twice. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, label }: LoadMoreProps) {
  const t = useT()
  if (!hasNextPage) return null
  return (
    <Flex justify="center" style={{ marginTop: 16 }}>
      <Button
        aria-label={label}
        loading={isFetchingNextPage}
        onClick={() => {
          if (!isFetchingNextPage) void fetchNextPage()
        }}
      >
        {t('common.loadMore')}
      </Button>
    </Flex>
  )
}
