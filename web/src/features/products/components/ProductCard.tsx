import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { ProductView } from '@app/contracts/products'
import { paths, withQuery } from '../../../lib/routes.ts'
import { formatBasisPoints, useMoney } from '../../../lib/format.ts'
import '../../../lib/ui/ui.css'
import './products.css'

/** A product in a list: name, overview and the four figures people compare. */
export function ProductCard({
  product,
  heading: Heading = 'h3',
}: {
  product: ProductView
  heading?: 'h2' | 'h3'
}) {
  const { t } = useTranslation()
  const money = useMoney()
  return (
    <Link to={withQuery(paths.productDetail, { id: String(product.id) })} className="card product-card">
      <div className="card-head">
        <Heading className="card-title">{product.name}</Heading>
        {product.minVip > 0 && (
          <span className="product-vip">{t('productPage.vipBadge', { level: product.minVip })}</span>
        )}
      </div>
      {product.overview && <p className="card-sub">{product.overview}</p>}
      <dl className="card-grid product-figures">
        <div>
          <dt>{t('productPage.price')}</dt>
          <dd className="product-price">{money(product.price)}</dd>
        </div>
        <div>
          <dt>{t('productPage.returnRate')}</dt>
          <dd className="product-rate">{formatBasisPoints(product.returnRateBp)}</dd>
        </div>
        <div>
          <dt>{t('productPage.cycleDays')}</dt>
          <dd>{product.cycleDays}</dd>
        </div>
        <div>
          <dt>{t('productPage.dailyRevenue')}</dt>
          <dd>{money(product.dailyRevenue)}</dd>
        </div>
      </dl>
    </Link>
  )
}
