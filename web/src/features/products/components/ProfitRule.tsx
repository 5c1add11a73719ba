import { useTranslation } from '../../../lib/i18n/translate.ts'
import './products.css'

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** The seven weekday flags, Monday first: a day flagged 1 pays out its earnings. */
export function ProfitRule({ rule }: { rule: string }) {
  const { t } = useTranslation()
  return (
    <ul className="weekdays" aria-label={t('productPage.profitRule')}>
      {DAYS.map((day, index) => {
        const active = rule[index] === '1'
        return (
          <li key={day} className={active ? 'weekday weekday-on' : 'weekday weekday-off'}>
            <span aria-hidden>{t(`productPage.days.${day}`)}</span>
            <span className="visually-hidden">
              {t(active ? 'productPage.dayActive' : 'productPage.dayInactive', {
                day: t(`productPage.daysLong.${day}`),
              })}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
