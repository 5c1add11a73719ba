import { useTranslation } from 'react-i18next'
import { PendingPage } from '../../../lib/ui/PendingPage.tsx'

// Content arrives with the orders issue; until then the page shows its frame and an empty state.
export function OrdersPage() {
  const { t } = useTranslation()
  return <PendingPage title={t('nav.orders')} emptyTitle={t('empty.orders')} />
}
