import { Tag } from 'antd'
import { WEEKDAYS, ruleToDays } from '../model/product-terms.ts'

/** The profit rule as seven day toggles, Monday first; paying days are filled, the others struck out. */
export function ProfitRuleDays({ rule }: { rule: string }) {
  const paying = ruleToDays(rule)
  const label = paying.length === 7 ? 'Pays every day' : `Pays on ${paying.join(', ')}`
  return (
    <span role="img" aria-label={label} style={{ whiteSpace: 'nowrap' }}>
      {WEEKDAYS.map((day, i) =>
        rule[i] === '1' ? (
          <Tag key={day} color="blue" style={{ marginInlineEnd: 2 }}>
            {day}
          </Tag>
        ) : (
          <Tag key={day} style={{ marginInlineEnd: 2 }}>
            <s>{day}</s>
          </Tag>
        ),
      )}
    </span>
  )
}
