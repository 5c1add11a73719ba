import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../lib/routes.ts'
import { EmptyState } from '../../../lib/placeholders/Placeholders.tsx'

// The products issue lists the featured products here.
export function FeaturedProducts() {
  const { t } = useTranslation()
  return (
    <section className="home-section" aria-labelledby="featured-title">
      <div className="home-section-head">
        <h2 id="featured-title" className="home-section-title">
          {t('home.featured')}
        </h2>
        <Link to={paths.products} className="home-section-more">
          {t('home.seeAll')}
        </Link>
      </div>
      <EmptyState title={t('empty.products')} description={t('empty.productsHint')} />
    </section>
  )
}
