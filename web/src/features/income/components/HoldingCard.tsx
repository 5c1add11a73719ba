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

const statusTone: Record<HoldingStatus, Tone> = { running: 'success', expired: 'muted', frozen: 'danger' }

/** A product I hold: its figures so far, what can be received now, and Receive → confirm. */
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
  const figures = [
    { label: t('holdingPage.price'), value: money(holding.price) },
    { label: t('holdingPage.dailyRevenue'), value: money(holding.dailyRevenue) },
    { label: t('holdingPage.purchasedAt'), value: formatDate(holding.purchasedAt) },
    { label: t('holdingPage.endsAt'), value: formatDate(holding.endsAt) },
    {
      label: t('holdingPage.earnings'),
      value: t('holdingPage.earningsValue', {
        collected: holding.collectedCount,
        total: holding.earningsCount,
      }),
    },
    { label: t('holdingPage.totalReceived'), value: money(holding.collectedAmount) },
    { label: t('holdingPage.receivable'), value: money(holding.receivable) },
    { label: t('holdingPage.nextDue'), value: formatDate(holding.nextDueAt) },
  ]
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
      </ConfirmDialog>
    </article>
  )
}
