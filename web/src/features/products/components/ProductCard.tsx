import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { ProductView } from '@app/contracts/products'
import { paths, withQuery } from '../../../lib/routes.ts'
import { formatBasisPoints, useMoney } from '../../../lib/format.ts'
import { useTermsText } from './terms-text.ts'
import '../../../lib/ui/ui.css'
import './products.css'

/**
 * A product in a list: name, overview, the three figures people compare (price, the rate a year
 * with its basis, the plan's real length) and what comes back of the money paid.
 */
export function ProductCard({
  product,
  heading: Heading = 'h3',
}: {
  product: ProductView
  heading?: 'h2' | 'h3'
}) {
  const { t } = useTranslation()
  const money = useMoney()
  const text = useTermsText()
  return (
    <Link to={withQuery(paths.productDetail, { id: String(product.id) })} className="card product-card">
      <div className="card-head">
        <Heading className="card-title">{product.name}</Heading>
        {product.minVip > 0 && (
          <span className="product-vip">{t('productPage.vipBadge', { level: product.minVip })}</span>
        )}
      </div>
      {product.overview && <p className="card-sub">{product.overview}</p>}
      <dl className="product-figures">
        <div>
          <dt>{t('productPage.price')}</dt>
          <dd className="product-price">{money(product.price)}</dd>
        </div>
        <div>
          <dt>{t('productPage.annualRate')}</dt>
          <dd className="product-rate">
            {product.annualRateBp === null
              ? t('productPage.annualNone')
              : formatBasisPoints(product.annualRateBp)}
            <small className="product-basis">{t('productPage.annualBasis')}</small>
          </dd>
        </div>
        <div>
          <dt>{t('productPage.cycle')}</dt>
          <dd>{text.length(product.lengthSeconds)}</dd>
        </div>
      </dl>
      <p className="product-summary">{text.summary(product)}</p>
    </Link>
  )
}
