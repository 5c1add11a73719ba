import { Tag } from 'antd'
import { useT } from '../../../lib/i18n.ts'
import { WEEKDAYS, ruleToDays } from '../model/product-terms.ts'

/** The profit rule as seven day toggles, Monday first; paying days are filled, the others struck out. */
export function ProfitRuleDays({ rule }: { rule: string }) {
  const paying = ruleToDays(rule)
  const t = useT()
  const dayName = (name: string) => t(`products.day.${name}`)
  const label =
    paying.length === 7
      ? t('products.paysEveryDay')
      : t('products.paysOnDays', { days: paying.map(dayName).join(t('products.daySeparator')) })
  return (
    <span role="img" aria-label={label} style={{ whiteSpace: 'nowrap' }}>
      {WEEKDAYS.map((day, i) =>
        rule[i] === '1' ? (
          <Tag key={day} color="blue" style={{ marginInlineEnd: 2 }}>
            {dayName(day)}
          </Tag>
        ) : (
          <Tag key={day} style={{ marginInlineEnd: 2 }}>
            <s>{dayName(day)}</s>
          </Tag>
        ),
      )}
    </span>
  )
}
