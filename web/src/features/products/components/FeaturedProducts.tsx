import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { ProductView } from '@app/contracts/products'
import { paths } from '../../../lib/routes.ts'
import { EmptyState } from '../../../lib/placeholders/Placeholders.tsx'
import { ProductCard } from './ProductCard.tsx'

/** The featured products of the home tab (from GET /api/home; undefined while it loads). */
export function FeaturedProducts({ products }: { products: readonly ProductView[] | undefined }) {
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
      {products && products.length === 0 && (
        <EmptyState title={t('empty.products')} description={t('empty.productsHint')} />
      )}
      {products?.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </section>
  )
}
