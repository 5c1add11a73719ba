import { useTranslation } from 'react-i18next'
import { PendingPage } from '../../../lib/ui/PendingPage.tsx'

// Content arrives with the account issue; until then the page shows its frame and an empty state.
export function ReceiptAccountPage() {
  const { t } = useTranslation()
  return (
    <PendingPage
      title={t('nav.receiptAccount')}
      emptyTitle={t('empty.receiptAccount')}
      emptyDescription={t('empty.unavailableHint')}
    />
  )
}
