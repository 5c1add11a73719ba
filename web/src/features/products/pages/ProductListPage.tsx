import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PullList } from '../../../lib/list/PullList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { productsSource } from '../api/products.ts'
import { ProductCard } from '../components/ProductCard.tsx'

/** Product tab: the catalogue, pull to refresh and more near the bottom (keyset pages). */
export function ProductListPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.products')} back={false} className="tab-page">
      <PullList
        source={productsSource}
        itemKey={(product) => String(product.id)}
        renderItem={(product) => <ProductCard product={product} heading="h2" />}
        emptyTitle={t('empty.products')}
        emptyDescription={t('empty.productsHint')}
      />
    </PageFrame>
  )
}
