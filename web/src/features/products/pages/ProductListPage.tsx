import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../lib/placeholders/Placeholders.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'

// The products issue fills this tab with the catalogue; until then its frame and an empty state.
export function ProductListPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('nav.products')} back={false} className="tab-page">
      <EmptyState title={t('empty.products')} description={t('empty.productsHint')} />
    </PageFrame>
  )
}
