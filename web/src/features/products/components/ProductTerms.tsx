import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { ProductView } from '@app/contracts/products'
import { claimPeriodText, useMoney } from '../../../lib/format.ts'
import { DetailList, type DetailItem } from '../../../lib/ui/DetailList.tsx'
import { ProfitRule } from './ProfitRule.tsx'
import { useTermsText } from './terms-text.ts'

/**
 * The terms of a product (spec §1), each once and each meaning what its label says
 * (docs/decisions/0007-product-terms.md). Price, rate a year, length and overview are in the hero
 * above; the estimated total earnings are the total revenue, shown once; the daily revenue only for
 * a plan that runs whole days.
 */
export function ProductTerms({ product, signedIn }: { product: ProductView; signedIn: boolean }) {
  const { t } = useTranslation()
  const money = useMoney()
  const text = useTermsText()
  const limit = signedIn
    ? t('productPage.limitBought', { limit: product.purchaseLimit, bought: product.purchased })
    : String(product.purchaseLimit)
  const total = (
    <>
      {money(product.totalRevenue)}
      {Number(product.profit) >= 0 && (
        <small className="term-note">
          {t('productPage.totalSplit', {
            principal: money(product.principalBack),
            profit: money(product.profit),
          })}
        </small>
      )}
    </>
  )
  const items: DetailItem[] = [
    { label: t('productPage.earningAmount'), value: money(product.earningAmount) },
    { label: t('productPage.earningsCount'), value: String(product.earningsCount) },
    { label: t('productPage.claimPeriod'), value: claimPeriodText(product.claimPeriodSeconds, t) },
    { label: t('productPage.returnRate'), value: text.returnOver(product) },
    { label: t('productPage.totalRevenue'), value: total },
  ]
  if (product.dailyRevenue !== null) {
    items.push({
      label: t('productPage.dailyRevenue'),
      value: (
        <>
          {money(product.dailyRevenue)}
          <small className="term-note">{t('productPage.dailyNote')}</small>
        </>
      ),
    })
  }
  items.push(
    { label: t('productPage.minVip'), value: t('productPage.vipBadge', { level: product.minVip }) },
    { label: t('productPage.purchaseLimit'), value: limit },
    { label: t('productPage.profitRule'), value: <ProfitRule rule={product.profitRule} />, block: true },
    { label: t('productPage.description'), value: product.description || '--', block: true },
  )
  return <DetailList items={items} label={t('productPage.terms')} />
}
