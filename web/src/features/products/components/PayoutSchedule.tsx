import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { ScheduledEarning } from '@app/contracts/products'
import { formatDate, useMoney } from '../../../lib/format.ts'
import './products.css'

/** Rows shown before "Show all": long schedules (100 earnings) stay out of the way. */
const COLLAPSED_ROWS = 5

/**
 * When each earning of a purchase made now falls due, and what they add up to. The server lists the
 * first earnings of a long schedule; `count` and `total` are the whole schedule's.
 */
export function PayoutSchedule({
  schedule,
  count,
  total,
}: {
  schedule: readonly ScheduledEarning[]
  count: number
  total: string
}) {
  const { t } = useTranslation()
  const money = useMoney()
  const [expanded, setExpanded] = useState(false)
  const long = schedule.length > COLLAPSED_ROWS
  const rows = expanded || !long ? schedule : schedule.slice(0, COLLAPSED_ROWS)
  return (
    <section className="schedule" aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t('productPage.schedule')}</h2>
      <p className="schedule-hint">{t('productPage.scheduleHint')}</p>
      <table id="schedule-table">
        <thead>
          <tr>
            <th scope="col">{t('productPage.scheduleIndex')}</th>
            <th scope="col">{t('productPage.scheduleDue')}</th>
            <th scope="col" className="num">
              {t('productPage.scheduleAmount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((earning) => (
            <tr key={earning.index}>
              <td>{earning.index}</td>
              <td>{formatDate(earning.dueAt)}</td>
              <td className="num">{money(earning.amount)}</td>
            </tr>
          ))}
          {(expanded || !long) && count > schedule.length && (
            <tr aria-hidden="true">
              <td>…</td>
              <td>…</td>
              <td className="num">…</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{t('productPage.scheduleTotal', { count })}</td>
            <td className="num">{money(total)}</td>
          </tr>
        </tfoot>
      </table>
      {long && (
        <button
          type="button"
          className="text-link"
          aria-expanded={expanded}
          aria-controls="schedule-table"
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('productPage.showLess') : t('productPage.showAll', { count: schedule.length })}
        </button>
      )}
    </section>
  )
}
