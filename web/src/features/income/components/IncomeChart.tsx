import { PORTFOLIO_DAYS_AFTER, PORTFOLIO_DAYS_BEFORE } from '@app/contracts/income-portfolio'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { useMoney } from '../../../lib/format.ts'
import { useFreshness } from '../../../lib/freshness.ts'
import { usePortfolio } from '../api/portfolio.ts'
import { CHART, chartTotals, layoutChart } from './income-chart.ts'
import './portfolio.css'

/**
 * Income per local day, drawn by hand in SVG (no charting library): received on the days up to
 * today, still to come from today on. The same figures are in a table for screen readers.
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
            {bar.received.height > 0 && (
              <rect
                className="chart-received"
                x={bar.x}
                y={bar.received.y}
                width={bar.width}
                height={bar.received.height}
                rx={2}
              />
            )}
            {bar.scheduled.height > 0 && (
              <rect
                className="chart-scheduled"
                x={bar.x}
                y={bar.scheduled.y}
                width={bar.width}
                height={bar.scheduled.height}
                rx={2}
              />
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
          {t('portfolio.receivedDays', { amount: amount(totals?.received) })}
        </li>
        <li>
          <span className="legend-swatch chart-scheduled" aria-hidden />
          {t('portfolio.scheduledDays', { amount: amount(totals?.scheduled) })}
        </li>
      </ul>
      {data && (
        <table className="visually-hidden">
          <caption>{description}</caption>
          <thead>
            <tr>
              <th scope="col">{t('portfolio.day')}</th>
              <th scope="col">{t('portfolio.legendReceived')}</th>
              <th scope="col">{t('portfolio.legendScheduled')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.day}>
                <th scope="row">{bar.isToday ? `${bar.day} (${t('portfolio.today')})` : bar.day}</th>
                <td>{money(bar.received.amount)}</td>
                <td>{money(bar.scheduled.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
