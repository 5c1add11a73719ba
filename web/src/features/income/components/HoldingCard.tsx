import { useState } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { HoldingStatus, HoldingView } from '@app/contracts/income'
import { formatDate, useMoney } from '../../../lib/format.ts'
import { showToast } from '../../../lib/toast.ts'
import { toastFailure } from '../../../lib/failure.ts'
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog.tsx'
import { StatusTag, type Tone } from '../../../lib/ui/StatusTag.tsx'
import { useReceiveIncome } from '../api/income.ts'
import '../../../lib/ui/ui.css'
import './portfolio.css'

const statusTone: Record<HoldingStatus, Tone> = { running: 'success', expired: 'muted', frozen: 'danger' }

/**
 * A product I hold: its figures so far (what came back, the profit apart from the money back), what
 * can be received now, and Receive → confirm.
 */
export function HoldingCard({ holding }: { holding: HoldingView }) {
  const { t } = useTranslation()
  const money = useMoney()
  const receive = useReceiveIncome()
  const [confirming, setConfirming] = useState(false)
  const canReceive = holding.receivableCount > 0 && holding.status !== 'frozen'
  const onConfirm = () => {
    receive.run(holding.id).then(({ msg }) => {
      void showToast(msg || t('income.received'), 'success')
    }, toastFailure)
  }
  const received = holding.receivedParts
  const figures: { label: string; value: string; note?: string }[] = [
    { label: t('holdingPage.price'), value: money(holding.price) },
    { label: t('holdingPage.planProfit'), value: money(holding.planProfit) },
    { label: t('holdingPage.purchasedAt'), value: formatDate(holding.purchasedAt) },
    { label: t('holdingPage.endsAt'), value: formatDate(holding.endsAt) },
    {
      label: t('holdingPage.earnings'),
      value: t('holdingPage.earningsValue', {
        collected: holding.collectedCount,
        total: holding.earningsCount,
      }),
    },
    // Most of what came back is the user's own money: said beside the figure (0053).
    {
      label: t('holdingPage.totalReceived'),
      value: money(received.received),
      note: t('portfolio.receivedSplit', {
        profit: money(received.profit),
        principal: money(received.principal),
      }),
    },
    { label: t('holdingPage.receivable'), value: money(holding.receivable) },
    { label: t('holdingPage.nextDue'), value: formatDate(holding.nextDueAt) },
  ]
  // What one paying day brings, only for a plan that runs whole days, and said to include the
  // user's money back (the product's own rule, 0007).
  if (holding.dailyRevenue !== null)
    figures.splice(2, 0, {
      label: t('holdingPage.dailyRevenue'),
      value: money(holding.dailyRevenue),
      note: t('holdingPage.dailyNote'),
    })
  return (
    <article className="card" aria-labelledby={`holding-${holding.id}`}>
      <div className="card-head">
        <h2 id={`holding-${holding.id}`} className="card-title">
          {holding.productName}
        </h2>
        <StatusTag tone={statusTone[holding.status]}>{t(`holdingPage.status.${holding.status}`)}</StatusTag>
      </div>
      <dl className="card-grid">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
            {figure.note !== undefined && <dd className="card-note">{figure.note}</dd>}
          </div>
        ))}
      </dl>
      <div className="card-actions">
        <Button
          color="primary"
          size="small"
          disabled={!canReceive}
          loading={receive.isPending}
          onClick={() => setConfirming(true)}
          aria-label={t('holdingPage.receiveFrom', { product: holding.productName })}
        >
          {t('holdingPage.receive')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('holdingPage.receiveConfirm')}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
      >
        <p className="dialog-lines">
          {t('holdingPage.receiveText', { amount: money(holding.receivable), product: holding.productName })}
        </p>
        <p className="dialog-lines">
          {t('portfolio.splitOfIt', {
            principal: money(holding.receivableParts.principal),
            profit: money(holding.receivableParts.profit),
          })}
        </p>
      </ConfirmDialog>
    </article>
  )
}
