import { useTranslation } from 'react-i18next'
import { PendingPage } from '../../../lib/ui/PendingPage.tsx'

// Content arrives with the products issue; until then the page shows its frame and an empty state.
export function ProductDetailPage() {
  const { t } = useTranslation()
  return (
    <PendingPage
      title={t('nav.productDetail')}
      emptyTitle={t('empty.product')}
      emptyDescription={t('empty.productHint')}
    />
  )
}
