import { createErrorBlock } from 'antd-mobile/es/components/error-block'
import { useTranslation } from '../i18n/translate.ts'
import { DisconnectedArt, EmptyArt } from './illustrations.tsx'

const Block = createErrorBlock({
  default: <DisconnectedArt />,
  busy: <DisconnectedArt />,
  disconnected: <DisconnectedArt />,
  empty: <EmptyArt />,
})

interface ErrorPlaceholderProps {
  timedOut?: boolean
  onRetry: () => void
}

/** The whole area is the retry control: 'click the screen to try again'. */
export function ErrorPlaceholder({ timedOut = false, onRetry }: ErrorPlaceholderProps) {
  const { t } = useTranslation()
  return (
    <button type="button" className="placeholder-retry" onClick={onRetry}>
      <Block
        status="disconnected"
        title={timedOut ? t('placeholder.timedOut') : t('placeholder.failed')}
        description=""
      />
    </button>
  )
}

interface EmptyStateProps {
  title?: string
  description?: string
}

export function EmptyState({ title, description }: EmptyStateProps) {
  const { t } = useTranslation()
  return (
    <div className="empty-state">
      <Block status="empty" title={title ?? t('placeholder.emptyTitle')} description={description ?? ''} />
    </div>
  )
}
