import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { OrderList } from '../components/OrderList.tsx'

/** Orders: pull to refresh, more near the bottom. */
export function OrdersPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.orders')}>
      <OrderList />
    </PageFrame>
  )
}
