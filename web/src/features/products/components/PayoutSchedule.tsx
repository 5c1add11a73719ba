import { useState } from 'react'
import { splitEarnings, type SplitTerms } from '@app/contracts/income-split'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { ScheduledEarning } from '@app/contracts/products'
import { formatCount, formatDate, useMoney } from '../../../lib/format.ts'
import './products.css'

/** Rows shown before "Show": long schedules (100 earnings) stay out of the way. */
const COLLAPSED_ROWS = 5

/**
 * When each earning of a purchase made now falls due, what each is worth and how much of it is profit
 * (the rest returns the price, pro rata: income-split.ts), and what they add up to. The server lists
 * the first earnings of a long schedule and its last one; `count`, `total` and `profit` are the whole
 * schedule's, and the button says how many of them it shows.
 */
export function PayoutSchedule({
  schedule,
  last,
  count,
  total,
  terms,
}: {
  schedule: readonly ScheduledEarning[]
  /** The schedule's last earning, shown after a gap when the list stops before it. */
  last: ScheduledEarning | null
  count: number
  total: string
  /** The product's terms, which split each earning into money back and profit. */
  terms: SplitTerms
}) {
  const { t } = useTranslation()
  const money = useMoney()
  const [expanded, setExpanded] = useState(false)
  const long = schedule.length > COLLAPSED_ROWS
  const rows = expanded || !long ? schedule : schedule.slice(0, COLLAPSED_ROWS)
  const cut = schedule.length < count
  const profitOf = (index: number) => money(splitEarnings(terms, index, index).profit)
  const row = (earning: ScheduledEarning) => (
    <tr key={earning.index}>
      <td>{formatCount(earning.index)}</td>
      <td>{formatDate(earning.dueAt)}</td>
      <td className="num">{money(earning.amount)}</td>
      <td className="num">{profitOf(earning.index)}</td>
    </tr>
  )
  const planProfit = money(splitEarnings(terms, 1, count).profit)
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
            <th scope="col" className="num">
              {t('productPage.scheduleProfit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(row)}
          {(expanded || !long) && cut && (
            <tr aria-hidden="true">
              <td>…</td>
              <td>…</td>
              <td className="num">…</td>
              <td className="num">…</td>
            </tr>
          )}
          {(expanded || !long) && cut && last && row(last)}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{t('productPage.scheduleTotal', { count: formatCount(count) })}</td>
            <td className="num">{money(total)}</td>
            <td className="num">{planProfit}</td>
          </tr>
        </tfoot>
      </table>
      {(expanded || !long) && cut && (
        <p className="schedule-hint">
          {t('productPage.scheduleShown', {
            shown: formatCount(schedule.length + (last ? 1 : 0)),
            count: formatCount(count),
          })}
        </p>
      )}
      {long && (
        <button
          type="button"
          className="text-link"
          aria-expanded={expanded}
          aria-controls="schedule-table"
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded
            ? t('productPage.showLess')
            : cut
              ? t('productPage.showFirst', {
                  shown: formatCount(schedule.length),
                  count: formatCount(count),
                })
              : t('productPage.showAll', { count: formatCount(count) })}
        </button>
      )}
    </section>
  )
}
