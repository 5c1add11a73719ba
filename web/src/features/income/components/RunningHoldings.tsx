import type { RunningHolding } from '@app/contracts/income-portfolio'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { formatDateInText, useMoney } from '../../../lib/format.ts'
import { useFreshness } from '../../../lib/freshness.ts'
import { Link } from '../../../lib/router.ts'
import { paths } from '../../../lib/routes.ts'
import { usePortfolio } from '../api/portfolio.ts'
import './portfolio.css'

/**
 * The running products: how far each has paid, the profit received of the plan's, what is
 * receivable now, and the next payout.
 */
export function RunningHoldings() {
  const { t } = useTranslation()
  const portfolio = usePortfolio()
  const freshness = useFreshness(portfolio)
  const running = freshness.state === 'current' ? portfolio.data?.running : undefined
  return (
    <section className="portfolio-running" aria-labelledby="portfolio-running-title" aria-busy={!running}>
      <div className="portfolio-head">
        <h2 id="portfolio-running-title" className="portfolio-section-title">
          {t('portfolio.runningTitle')}
        </h2>
        <Link to={paths.myProduct} className="portfolio-link">
          {t('portfolio.seeAll')}
        </Link>
      </div>
      {running === undefined ? (
        <p className="portfolio-hint">{t('wallet.noAmount')}</p>
      ) : running.length === 0 ? (
        <p className="portfolio-hint">{t('portfolio.runningEmpty')}</p>
      ) : (
        <ul className="portfolio-running-list">
          {running.map((holding) => (
            <RunningRow key={holding.id} holding={holding} />
          ))}
        </ul>
      )}
    </section>
  )
}

function RunningRow({ holding }: { holding: RunningHolding }) {
  const { t } = useTranslation()
  const money = useMoney()
  const received = holding.collectedCount
  const percent = holding.earningsCount > 0 ? Math.floor((received * 100) / holding.earningsCount) : 0
  return (
    <li className="portfolio-running-row">
      <div className="portfolio-head">
        <h3 className="portfolio-running-name">{holding.productName}</h3>
        <span className="portfolio-running-invested">{money(holding.price)}</span>
      </div>
      <div
        className="portfolio-bar"
        role="progressbar"
        aria-label={t('portfolio.progressLabel', { product: holding.productName })}
        aria-valuemin={0}
        aria-valuemax={holding.earningsCount}
        aria-valuenow={received}
        aria-valuetext={t('portfolio.progress', { received, total: holding.earningsCount })}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="portfolio-running-line">
        {t('portfolio.progress', { received, total: holding.earningsCount })}
      </p>
      <p className="portfolio-running-line">
        {t('portfolio.runningProfit', {
          profit: money(holding.receivedParts.profit),
          total: money(holding.planProfit),
        })}
      </p>
      {holding.receivableCount > 0 && (
        <p className="portfolio-running-line portfolio-due">
          {t('portfolio.dueNow', { amount: money(holding.receivable) })}
        </p>
      )}
      <p className="portfolio-running-line">
        {holding.nextDueAt !== null && holding.nextAmount !== null
          ? t('portfolio.nextPayout', {
              amount: money(holding.nextAmount),
              time: formatDateInText(holding.nextDueAt),
            })
          : t('portfolio.noNextPayout')}
      </p>
    </li>
  )
}
