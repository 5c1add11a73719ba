import { durationParts } from '@app/contracts/products-terms'
import type { ProductView } from '@app/contracts/products'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { formatBasisPoints, useMoney } from '../../../lib/format.ts'

/**
 * A product's derived terms (computed by the shared products-terms module on the server) in words:
 * the plan's length, its rates with their basis, and what comes back of the money paid.
 */
export function useTermsText() {
  const { t } = useTranslation()
  const money = useMoney()
  /** A length as days, hours and minutes: 12 000 → "3 h 20 min", 2 592 000 → "30 days". */
  const length = (seconds: number): string => {
    const { days, hours, minutes, seconds: rest } = durationParts(seconds)
    const parts = [
      days === 1 ? t('productPage.lengthDay') : days > 1 ? t('productPage.lengthDays', { count: days }) : '',
      hours ? t('productPage.lengthHours', { count: hours }) : '',
      minutes ? t('productPage.lengthMinutes', { count: minutes }) : '',
      rest && !days && !hours ? t('productPage.lengthSeconds', { count: rest }) : '',
    ]
    return parts.filter(Boolean).join(' ') || t('productPage.lengthSeconds', { count: 0 })
  }
  /** "4.20% a year", or "--" when the plan has no length to scale by. */
  const annual = (product: ProductView): string =>
    product.annualRateBp === null
      ? t('productPage.annualNone')
      : t('productPage.annualValue', { rate: formatBasisPoints(product.annualRateBp) })
  /** "0.04% over 3 days 11 h 22 min". */
  const returnOver = (product: ProductView): string =>
    t('productPage.returnOver', {
      rate: formatBasisPoints(product.returnRateBp),
      length: length(product.lengthSeconds),
    })
  /** "You pay $50.00, get $50.00 back and $0.02 profit over 3 h 20 min" (or what is lost). */
  const summary = (product: ProductView): string => {
    const profit = Number(product.profit)
    return profit >= 0
      ? t('productPage.summary', {
          price: money(product.price),
          principal: money(product.principalBack),
          profit: money(product.profit),
          length: length(product.lengthSeconds),
        })
      : t('productPage.summaryLoss', {
          price: money(product.price),
          paidBack: money(product.estimatedTotal),
          loss: money(-profit),
          length: length(product.lengthSeconds),
        })
  }
  return { length, annual, returnOver, summary }
}
