import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { ProductView } from '@app/contracts/products'
import { claimPeriodText, formatBasisPoints, useMoney } from '../../../lib/format.ts'
import { DetailList } from '../../../lib/ui/DetailList.tsx'
import { ProfitRule } from './ProfitRule.tsx'

/** Every figure of a product (spec §1), each explained in docs/decisions/0007-product-terms.md. */
export function ProductTerms({ product, signedIn }: { product: ProductView; signedIn: boolean }) {
  const { t } = useTranslation()
  const money = useMoney()
  const limit = signedIn
    ? t('productPage.limitBought', { limit: product.purchaseLimit, bought: product.purchased })
    : String(product.purchaseLimit)
  const items = [
    { label: t('productPage.price'), value: money(product.price) },
    { label: t('productPage.overview'), value: product.overview || '--', block: true },
    { label: t('productPage.earningsCount'), value: String(product.earningsCount) },
    { label: t('productPage.earningAmount'), value: money(product.earningAmount) },
    { label: t('productPage.cycleDays'), value: String(product.cycleDays) },
    { label: t('productPage.returnRate'), value: formatBasisPoints(product.returnRateBp) },
    { label: t('productPage.estimatedTotal'), value: money(product.estimatedTotal) },
    { label: t('productPage.minVip'), value: t('productPage.vipBadge', { level: product.minVip }) },
    { label: t('productPage.purchaseLimit'), value: limit },
    { label: t('productPage.claimPeriod'), value: claimPeriodText(product.claimPeriodSeconds, t) },
    { label: t('productPage.totalRevenue'), value: money(product.totalRevenue) },
    { label: t('productPage.dailyRevenue'), value: money(product.dailyRevenue) },
    { label: t('productPage.profitRule'), value: <ProfitRule rule={product.profitRule} />, block: true },
    { label: t('productPage.description'), value: product.description || '--', block: true },
  ]
  return <DetailList items={items} label={t('productPage.terms')} />
}
