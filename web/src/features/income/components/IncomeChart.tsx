import { PORTFOLIO_DAYS_AFTER, PORTFOLIO_DAYS_BEFORE } from '@app/contracts/income-portfolio'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { useMoney } from '../../../lib/format.ts'
import { useFreshness } from '../../../lib/freshness.ts'
import { usePortfolio } from '../api/portfolio.ts'
import { CHART, chartTotals, layoutChart } from './income-chart.ts'
import './portfolio.css'

/**
 * Earnings per local day, drawn by hand in SVG (no charting library): received on the days up to
 * today, the user's own money back and the profit stacked apart (0053), and still to come from today
 * on. The same figures are in a table for screen readers.
 */
export function IncomeChart() {
  const { t } = useTranslation()
  const money = useMoney()
  const portfolio = usePortfolio()
  const freshness = useFreshness(portfolio)
  const data = freshness.state === 'current' ? portfolio.data : undefined
  // Until the figures come, the frame: the chart's box and its legend, so nothing below moves.
  const { bars, max } = data ? layoutChart(data.days, data.today) : { bars: [], max: undefined }
  const totals = data ? chartTotals(data.days) : undefined
  const amount = (value: number | undefined) => (value === undefined ? t('wallet.noAmount') : money(value))
  const description = t('portfolio.chartDesc', { before: PORTFOLIO_DAYS_BEFORE, after: PORTFOLIO_DAYS_AFTER })
  const pieces = [
    ['principal', 'chart-received'],
    ['profit', 'chart-profit'],
    ['scheduled', 'chart-scheduled'],
    ['scheduledProfit', 'chart-scheduled-profit'],
  ] as const
  return (
    <section className="portfolio-chart" aria-labelledby="income-chart-title" aria-busy={!data}>
      <h2 id="income-chart-title" className="portfolio-section-title">
        {t('portfolio.chartTitle')}
      </h2>
      <svg
        className="portfolio-chart-svg"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-labelledby="income-chart-svg-title"
        aria-describedby="income-chart-svg-desc"
      >
        <title id="income-chart-svg-title">{t('portfolio.chartTitle')}</title>
        <desc id="income-chart-svg-desc">{description}</desc>
        {max !== undefined && (
          <text className="chart-axis" x={0} y={11}>
            {money(max)}
          </text>
        )}
        <line
          className="chart-base"
          x1={0}
          x2={CHART.width}
          y1={CHART.height - CHART.bottom}
          y2={CHART.height - CHART.bottom}
        />
        {bars.map((bar) => (
          <g key={bar.day}>
            {pieces.map(([piece, className]) =>
              bar[piece].height > 0 ? (
                <rect
                  key={piece}
                  className={className}
                  x={bar.x}
                  y={bar[piece].y}
                  width={bar.width}
                  height={bar[piece].height}
                />
              ) : null,
            )}
            <text
              className={bar.isToday ? 'chart-axis chart-today' : 'chart-axis'}
              x={bar.x + bar.width / 2}
              y={CHART.height - 6}
              textAnchor="middle"
            >
              {bar.label}
            </text>
          </g>
        ))}
      </svg>
      <ul className="portfolio-legend">
        <li>
          <span className="legend-swatch chart-received" aria-hidden />
          {t('portfolio.principalDays', { amount: amount(totals?.principal) })}
        </li>
        <li>
          <span className="legend-swatch chart-profit" aria-hidden />
          {t('portfolio.profitDays', { amount: amount(totals?.profit) })}
        </li>
        <li>
          <span className="legend-swatch chart-scheduled" aria-hidden />
          {t('portfolio.scheduledDays', {
            amount: amount(totals?.scheduled),
            profit: amount(totals?.scheduledProfit),
          })}
        </li>
      </ul>
      {data && (
        <table className="visually-hidden">
          <caption>{description}</caption>
          <thead>
            <tr>
              <th scope="col">{t('portfolio.day')}</th>
              <th scope="col">{t('portfolio.legendPrincipal')}</th>
              <th scope="col">{t('portfolio.legendProfit')}</th>
              <th scope="col">{t('portfolio.legendScheduled')}</th>
              <th scope="col">{t('portfolio.legendScheduledProfit')}</th>
            </tr>
          </thead>
          <tbody>
            {data.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  {day.day === data.today ? `${day.day} (${t('portfolio.today')})` : day.day}
                </th>
                <td>{money(Number(day.received) - Number(day.receivedProfit))}</td>
                <td>{money(day.receivedProfit)}</td>
                <td>{money(day.scheduled)}</td>
                <td>{money(day.scheduledProfit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
