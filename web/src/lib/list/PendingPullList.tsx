import { PullList } from './PullList.tsx'
import type { ListSource, PendingRow } from './source.ts'

interface PendingPullListProps {
  source: ListSource<PendingRow>
  emptyTitle: string
}

/** The list primitive over a pending source: the empty state until the feature's endpoint exists. */
export function PendingPullList({ source, emptyTitle }: PendingPullListProps) {
  return (
    <PullList
      source={source}
      itemKey={(row) => row.id}
      renderItem={(row) => row.id}
      emptyTitle={emptyTitle}
    />
  )
}
