import { EmptyState } from '../placeholders/Placeholders.tsx'
import { PageFrame } from './PageFrame.tsx'

interface PendingPageProps {
  title: string
  emptyTitle: string
  emptyDescription?: string
}

/** The frame of a page whose content a later issue builds: title, back arrow and an empty state. */
export function PendingPage({ title, emptyTitle, emptyDescription }: PendingPageProps) {
  return (
    <PageFrame title={title}>
      <EmptyState title={emptyTitle} description={emptyDescription} />
    </PageFrame>
  )
}
