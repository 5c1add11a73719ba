import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { ActivityDetail } from '@app/contracts/wallet-activity'
import { formatBasisPoints, formatDate } from '../../../lib/format.ts'
import { DetailList } from '../../../lib/ui/DetailList.tsx'
import { StatusTag } from '../../../lib/ui/StatusTag.tsx'
import { useAccountAmount } from './amount.ts'
import { gaveBack, useEventAmount } from './ActivityItem.tsx'
import { CancelWithdrawal } from './CancelWithdrawal.tsx'
import { accountKey, kindKey, recordStatus } from './status.ts'
import './activity.css'

/**
 * A money event's detail, led by its amount and state (a pending withdrawal with the way to take
 * it back), then the steps it went through (from the stored decisions) and the fields of spec §3's
 * transaction detail. A field that does not apply shows a dash.
 */
export function ActivityDetailView({ event }: { event: ActivityDetail }) {
  const { t } = useTranslation()
  const amount = useEventAmount()
  const amountText = useAccountAmount()
  const status = recordStatus[event.status]
  const tone = gaveBack(event) ? 'amount-void' : event.amount.startsWith('-') ? 'amount-out' : 'amount-in'
  const orDash = (value: string) => value || '--'
  const withdrawal = event.fee !== null
  const items = [
    { label: t('recordPage.amount'), value: amount(event) },
    {
      label: t('recordPage.realAmount'),
      value: withdrawal ? amountText('balance', event.realAmount) : '--',
    },
    { label: t('recordPage.feeRate'), value: formatBasisPoints(event.feeRateBp) },
    ...(withdrawal && event.fee !== null
      ? [{ label: t('activity.fee'), value: amountText('balance', event.fee) }]
      : []),
    { label: t('recordPage.account'), value: t(accountKey(event.points !== '0' ? 'points' : 'balance')) },
    { label: t('recordPage.receiverName'), value: orDash(event.receiverName) },
    { label: t('recordPage.receiverAccount'), value: orDash(event.receiverAccount) },
    { label: t('recordPage.currency'), value: orDash(event.currency) },
    { label: t('recordPage.paymentMethod'), value: orDash(event.paymentMethod) },
    { label: t('recordPage.method'), value: t(kindKey(event.kind)) },
    { label: t('recordPage.status'), value: <StatusTag tone={status.tone}>{t(status.key)}</StatusTag> },
    { label: t('recordPage.createTime'), value: formatDate(event.createdAt) },
    ...(event.bankReference === null
      ? []
      : [{ label: t('recordPage.bankReference'), value: event.bankReference }]),
  ]
  return (
    <>
      <section className="activity-lead" aria-label={t(kindKey(event.kind))}>
        <p className="activity-lead-kind">{t(kindKey(event.kind))}</p>
        <p className={`activity-lead-amount ${tone}`}>{amount(event)}</p>
        <StatusTag tone={status.tone}>{t(status.key)}</StatusTag>
        {event.destination !== null && (
          <p className="activity-note">{t('activity.to', { destination: event.destination })}</p>
        )}
        {gaveBack(event) && <p className="activity-note">{t('activity.returned')}</p>}
        {event.status === 'pending' && <p className="activity-note">{t('activity.pendingNote')}</p>}
        {event.status === 'pending' && event.withdrawalId !== null && (
          <div className="activity-actions">
            <CancelWithdrawal
              withdrawalId={event.withdrawalId}
              amount={amountText('balance', event.amount.replace(/^-/, ''))}
            />
          </div>
        )}
      </section>
      <section className="activity-steps" aria-labelledby="activity-steps-title">
        <h2 id="activity-steps-title">{t('activity.steps.title')}</h2>
        <ol>
          {event.timeline.map((step) => (
            <li key={step.step} className="activity-step">
              <span className="activity-step-name">{t(`activity.steps.${step.step}`)}</span>
              <span className="activity-step-time">{formatDate(step.at)}</span>
            </li>
          ))}
        </ol>
      </section>
      <DetailList items={items} label={t('nav.walletRecordDetail')} />
    </>
  )
}
