import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { formatDateInText, useMoney } from '../../../lib/format.ts'
import { useFreshness } from '../../../lib/freshness.ts'
import type { IncomeSplitView } from '@app/contracts/income'
import { usePortfolio } from '../api/portfolio.ts'
import { ReceiveAll } from './ReceiveAll.tsx'
import './portfolio.css'

/**
 * Total assets and what they are made of, what was received today and the profit in all received
 * (the rest being the user's own money coming back, 0053), and Receive all when something is due
 * (docs/decisions/0035). Figures show only while current, like the balances.
 */
export function PortfolioSummary() {
  const { t } = useTranslation()
  const money = useMoney()
  const portfolio = usePortfolio()
  const freshness = useFreshness(portfolio)
  const data = freshness.state === 'current' ? portfolio.data : undefined
  const show = (value: string | undefined) => (value === undefined ? t('wallet.noAmount') : money(value))
  const splitValues = (split: IncomeSplitView) => ({
    profit: money(split.profit),
    principal: money(split.principal),
  })
  const parts = [
    { label: t('portfolio.cash'), hint: t('portfolio.cashHint'), value: data?.cash },
    { label: t('portfolio.invested'), hint: t('portfolio.investedHint'), value: data?.invested },
    { label: t('portfolio.receivable'), hint: t('portfolio.receivableHint'), value: data?.receivable },
  ]
  // What came in, never called income alone: most of it is the user's own money coming back (0053).
  const received = [
    {
      label: t('portfolio.receivedToday'),
      value: data?.receivedToday.received,
      note: data && t('portfolio.receivedSplit', splitValues(data.receivedToday)),
    },
    {
      label: t('portfolio.profitSoFar'),
      value: data?.receivedTotal.profit,
      note: data && t('portfolio.profitSoFarHint', { received: money(data.receivedTotal.received) }),
    },
  ]
  return (
    <section className="portfolio-card" aria-labelledby="portfolio-title">
      <div className="portfolio-head">
        <h2 id="portfolio-title" className="portfolio-title">
          {t('portfolio.title')}
        </h2>
        <RefreshButton />
      </div>
      <p className="portfolio-total" aria-describedby="portfolio-total-hint">
        {show(data?.totalAssets)}
      </p>
      <p id="portfolio-total-hint" className="portfolio-hint">
        {t('portfolio.totalHint')}
      </p>
      <dl className="portfolio-parts">
        {parts.map((part) => (
          <div key={part.label}>
            <dt>
              {part.label}
              <span className="portfolio-part-hint">{part.hint}</span>
            </dt>
            <dd>{show(part.value)}</dd>
          </div>
        ))}
      </dl>
      {data && data.onHold !== '0' && (
        <p className="portfolio-hint">{t('portfolio.onHold', { amount: money(data.onHold) })}</p>
      )}
      <dl className="portfolio-income">
        {received.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{show(figure.value)}</dd>
            {/* The line is kept while the figures come, so nothing below moves when they do. */}
            <dd className="portfolio-split">{figure.note ?? ''}</dd>
          </div>
        ))}
      </dl>
      {freshness.state === 'unrefreshed' && freshness.lastChecked !== undefined && (
        <p className="portfolio-hint" role="status">
          {t('wallet.lastChecked', { time: formatDateInText(Math.floor(freshness.lastChecked / 1000)) })}
        </p>
      )}
      <ReceiveAll figures={data} />
    </section>
  )
}

/** The ordinary way to refresh, beside the pull: every figure on the screen is asked for again. */
function RefreshButton() {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
  const refresh = () => {
    setBusy(true)
    void client.refetchQueries({ type: 'active' }).finally(() => setBusy(false))
  }
  return (
    <button type="button" className="portfolio-refresh" onClick={refresh} disabled={busy} aria-busy={busy}>
      {t('portfolio.refresh')}
    </button>
  )
}
