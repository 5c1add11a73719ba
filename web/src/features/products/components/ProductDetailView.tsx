import { useSearchParams } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { useToken } from '../../../lib/session.ts'
import { formatBasisPoints, useMoney } from '../../../lib/format.ts'
import { PageLoad } from '../../../lib/placeholders/PageLoad.tsx'
import { EmptyState } from '../../../lib/placeholders/Placeholders.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { productQueryKey, useProduct } from '../api/products.ts'
import { BuyPanel, type PayBalances } from './BuyPanel.tsx'
import { PayoutSchedule } from './PayoutSchedule.tsx'
import { ProductTerms } from './ProductTerms.tsx'
import './products.css'

/** Product detail `?id=`: every term, the payout schedule of a purchase made now, and Buy. */
export function ProductDetailView({ balances }: { balances: PayBalances | undefined }) {
  const { t } = useTranslation()
  const money = useMoney()
  const signedIn = useToken() !== undefined
  const [search] = useSearchParams()
  const id = search.get('id') ?? ''
  const query = useProduct(id)
  return (
    <PageFrame title={t('nav.productDetail')}>
      {id === '' ? (
        <EmptyState title={t('empty.product')} description={t('empty.productHint')} />
      ) : (
        <PageLoad query={query} queryKey={productQueryKey(id)}>
          {(product) => (
            <>
              <section className="product-hero" aria-labelledby="product-name">
                <h2 id="product-name">{product.name}</h2>
                {product.overview && <p>{product.overview}</p>}
                <dl className="product-hero-figures">
                  <div>
                    <dt>{t('productPage.price')}</dt>
                    <dd>{money(product.price)}</dd>
                  </div>
                  <div>
                    <dt>{t('productPage.returnRate')}</dt>
                    <dd>{formatBasisPoints(product.returnRateBp)}</dd>
                  </div>
                </dl>
              </section>
              <ProductTerms product={product} signedIn={signedIn} />
              <PayoutSchedule
                schedule={product.schedule}
                count={product.scheduleTotal}
                total={product.estimatedTotal}
              />
              <BuyPanel product={product} signedIn={signedIn} balances={balances} />
            </>
          )}
        </PageLoad>
      )}
    </PageFrame>
  )
}
