import { useT } from '../../../lib/i18n.ts'
import { ruleToDays } from '../model/product-terms.ts'
import { payingDaysText } from '../model/product-figures.ts'

/**
 * The profit rule in a few characters ("Every day", "Mon–Fri", "Mon, Wed"), Monday first, with the
 * whole sentence for screen readers.
 */
export function ProfitRuleDays({ rule }: { rule: string }) {
  const paying = ruleToDays(rule)
  const t = useT()
  const dayName = (name: string) => t(`products.day.${name}`)
  const separator = t('products.daySeparator')
  const label =
    paying.length === 7
      ? t('products.paysEveryDay')
      : t('products.paysOnDays', { days: paying.map(dayName).join(separator) })
  const shown =
    paying.length === 7
      ? t('products.everyDay')
      : paying.length === 0
        ? t('products.noPayingDay')
        : payingDaysText(rule, dayName, separator)
  return (
    <span role="img" aria-label={label} style={{ whiteSpace: 'nowrap' }}>
      {shown}
    </span>
  )
}
