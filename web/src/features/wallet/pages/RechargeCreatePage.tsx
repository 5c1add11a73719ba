import { useTranslation } from 'react-i18next'
import { PendingPage } from '../../../lib/ui/PendingPage.tsx'

// Content arrives with the wallet issue; until then the page shows its frame and an empty state.
export function RechargeCreatePage() {
  const { t } = useTranslation()
  return (
    <PendingPage
      title={t('nav.rechargeCreate')}
      emptyTitle={t('empty.unavailable')}
      emptyDescription={t('empty.unavailableHint')}
    />
  )
}
