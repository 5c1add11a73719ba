import { useTranslation } from 'react-i18next'
import { PendingPage } from '../../../lib/ui/PendingPage.tsx'

// Content arrives with the wallet issue; until then the page shows its frame and an empty state.
export function WithdrawCreatePage() {
  const { t } = useTranslation()
  return (
    <PendingPage
      title={t('nav.withdrawCreate')}
      emptyTitle={t('empty.unavailable')}
      emptyDescription={t('empty.unavailableHint')}
    />
  )
}
