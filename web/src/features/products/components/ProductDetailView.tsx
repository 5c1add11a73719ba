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
import { ProductDisclosure } from './ProductDisclosure.tsx'
import { ProductTerms } from './ProductTerms.tsx'
import { useTermsText } from './terms-text.ts'
import './products.css'

/**
 * Product detail `?id=`: the rate a year, price and length once, what comes back of the money paid,
 * every other term, the operator's disclosure, the payout schedule of a purchase made now, and Buy
 * pinned to the bottom of the screen.
 */
export function ProductDetailView({ balances }: { balances: PayBalances | undefined }) {
  const { t } = useTranslation()
  const money = useMoney()
  const text = useTermsText()
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
            <div className="product-page">
              <section className="product-hero" aria-labelledby="product-name">
                <h2 id="product-name">{product.name}</h2>
                {product.overview && <p>{product.overview}</p>}
                <dl className="product-hero-figures">
                  <div>
                    <dt>{t('productPage.annualRate')}</dt>
                    <dd>
                      {product.annualRateBp === null
                        ? t('productPage.annualNone')
                        : formatBasisPoints(product.annualRateBp)}
                      <small>{t('productPage.annualBasis')}</small>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('productPage.price')}</dt>
                    <dd>{money(product.price)}</dd>
                  </div>
                  <div>
                    <dt>{t('productPage.cycle')}</dt>
                    <dd className="product-hero-length">{text.length(product.lengthSeconds)}</dd>
                  </div>
                </dl>
              </section>
              <section className="product-get" aria-labelledby="product-get-title">
                <h2 id="product-get-title">{t('productPage.summaryTitle')}</h2>
                <p className="product-get-line">{text.summary(product)}</p>
                <p className="product-get-how">{t('productPage.summaryHow')}</p>
              </section>
              <ProductTerms product={product} signedIn={signedIn} />
              <ProductDisclosure disclosure={product.disclosure} />
              <PayoutSchedule
                schedule={product.schedule}
                last={product.scheduleLast}
                count={product.scheduleTotal}
                total={product.estimatedTotal}
                terms={{
                  price: Number(product.price),
                  earningAmount: Number(product.earningAmount),
                  earningsCount: product.earningsCount,
                }}
              />
              <BuyPanel product={product} signedIn={signedIn} balances={balances} />
            </div>
          )}
        </PageLoad>
      )}
    </PageFrame>
  )
}
