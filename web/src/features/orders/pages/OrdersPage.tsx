import { useTranslation } from '../../../lib/i18n/translate.ts'
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
