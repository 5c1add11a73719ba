import { useTranslation } from 'react-i18next'
import { PendingPage } from '../../../lib/ui/PendingPage.tsx'

// The chat issue adds the conversation (no pull-to-refresh here); until then the frame and an empty state.
export function CustomerServicePage() {
  const { t } = useTranslation()
  return (
    <PendingPage
      title={t('nav.customerService')}
      emptyTitle={t('empty.chat')}
      emptyDescription={t('empty.chatHint')}
    />
  )
}
