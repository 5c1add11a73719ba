import { useTranslation, type TFunction } from '../../../lib/i18n/translate.ts'
import type { ActivityDetail } from '@app/contracts/wallet-activity'
import { formatBasisPoints, formatCount, formatDate, useMoney } from '../../../lib/format.ts'
import { DetailList, type DetailItem } from '../../../lib/ui/DetailList.tsx'
import { StatusTag } from '../../../lib/ui/StatusTag.tsx'
import { useAccountAmount } from './amount.ts'
import { gaveBack, useEventAmount } from './ActivityItem.tsx'
import { CancelWithdrawal } from './CancelWithdrawal.tsx'
import { accountKey, kindKey, recordStatus } from './status.ts'
import './activity.css'

/**
 * A money event's detail, led by its amount and state (a pending withdrawal with the way to take it
 * back), then the steps it went through (from the stored decisions) and the fields of spec §3's
 * transaction detail that mean something for it: a withdrawal's fee, receiver and method; a
 * recharge's channel; the product and, for earnings received, the profit apart from the user's own
 * money back (0053). The wallet is the one the event moved; rows that would only show a dash, a fee
 * rate of a payment that has none, or the currency the amounts already carry are left out.
 */
export function ActivityDetailView({ event }: { event: ActivityDetail }) {
  const { t } = useTranslation()
  const amount = useEventAmount()
  const amountText = useAccountAmount()
  const money = useMoney()
  const status = recordStatus[event.status]
  const tone = gaveBack(event) ? 'amount-void' : event.amount.startsWith('-') ? 'amount-out' : 'amount-in'
  const withdrawal = event.fee !== null
  const when = (value: string | null | undefined, item: DetailItem): DetailItem[] => (value ? [item] : [])
  const items: DetailItem[] = [
    { label: t('recordPage.amount'), value: amount(event) },
    ...(withdrawal && event.fee !== null
      ? [
          { label: t('recordPage.realAmount'), value: amountText('balance', event.realAmount) },
          { label: t('recordPage.feeRate'), value: formatBasisPoints(event.feeRateBp) },
          { label: t('activity.fee'), value: amountText('balance', event.fee) },
        ]
      : []),
    ...when(event.productName, { label: t('activity.product'), value: event.productName ?? '' }),
    ...(event.earnings === null
      ? []
      : [
          { label: t('activity.earnings'), value: earningsText(t, event.earnings) },
          { label: t('activity.principal'), value: money(event.earnings.parts.principal) },
          { label: t('activity.profit'), value: money(event.earnings.parts.profit) },
        ]),
    ...when(event.wallet, {
      label: t('recordPage.account'),
      value: t(accountKey(event.wallet ?? 'balance')),
    }),
    ...when(event.receiverName, { label: t('recordPage.receiverName'), value: event.receiverName }),
    ...when(event.receiverAccount, { label: t('recordPage.receiverAccount'), value: event.receiverAccount }),
    ...when(event.paymentMethod, { label: t('recordPage.paymentMethod'), value: event.paymentMethod }),
    { label: t('recordPage.method'), value: t(kindKey(event.kind)) },
    { label: t('recordPage.status'), value: <StatusTag tone={status.tone}>{t(status.key)}</StatusTag> },
    { label: t('recordPage.createTime'), value: formatDate(event.createdAt) },
    ...when(event.bankReference, { label: t('recordPage.bankReference'), value: event.bankReference ?? '' }),
  ]
  return (
    <>
      <section className="activity-lead" aria-label={t(kindKey(event.kind))}>
        <p className="activity-lead-kind">{t(kindKey(event.kind))}</p>
        <p className={`activity-lead-amount ${tone}`}>{amount(event)}</p>
        <StatusTag tone={status.tone}>{t(status.key)}</StatusTag>
        {event.earnings !== null && event.productName !== null && (
          <p className="activity-note">{t('activity.from', { product: event.productName })}</p>
        )}
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

/** Which earnings a receipt paid: "Earning 3", or "Earnings 1,201 to 1,920 (720)". */
function earningsText(t: TFunction, earnings: NonNullable<ActivityDetail['earnings']>): string {
  if (earnings.first === earnings.last)
    return t('holdingPage.earningIndex', { index: formatCount(earnings.first) })
  return t('holdingPage.earningRange', {
    first: formatCount(earnings.first),
    last: formatCount(earnings.last),
    count: formatCount(earnings.last - earnings.first + 1),
  })
}
