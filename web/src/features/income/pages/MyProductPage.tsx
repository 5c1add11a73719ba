import { useTranslation } from 'react-i18next'
import { PendingPullList } from '../../../lib/list/PendingPullList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { myProductsSource } from '../api/income.ts'

/** Pull to refresh and load more near the bottom; rows arrive with the income issue. */
export function MyProductPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.myProduct')}>
      <PendingPullList source={myProductsSource} emptyTitle={t('empty.myProducts')} />
    </PageFrame>
  )
}
