import type { EarningReceiptRow } from '@app/contracts/income'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PullList } from '../../../lib/list/PullList.tsx'
import { formatCount, formatDate, useMoney } from '../../../lib/format.ts'
import { earningsSource } from '../api/income.ts'
import '../../../lib/ui/ui.css'

/**
 * Earning records, newest first: one line per receipt (the earnings of one holding received
 * together), with which earnings, what they came to, the profit apart from the money back, when they
 * fell due and when they were received. A plan paying every two minutes would otherwise fill the
 * list with hundreds of lines a day.
 */
export function EarningList() {
  const { t } = useTranslation()
  return (
    <PullList
      source={earningsSource}
      itemKey={(receipt) => String(receipt.id)}
      emptyTitle={t('empty.earnings')}
      renderItem={(receipt) => <EarningReceipt receipt={receipt} />}
    />
  )
}

function EarningReceipt({ receipt }: { receipt: EarningReceiptRow }) {
  const { t } = useTranslation()
  const money = useMoney()
  const one = receipt.firstIndex === receipt.lastIndex
  return (
    <article className="card" aria-label={`${receipt.productName} +${money(receipt.parts.received)}`}>
      <div className="card-head">
        <span className="card-title">{receipt.productName}</span>
        <span className="card-amount amount-in">{`+${money(receipt.parts.received)}`}</span>
      </div>
      <p className="card-sub">
        {one
          ? t('holdingPage.earningIndex', { index: formatCount(receipt.firstIndex) })
          : t('holdingPage.earningRange', {
              first: formatCount(receipt.firstIndex),
              last: formatCount(receipt.lastIndex),
              count: formatCount(receipt.count),
            })}
      </p>
      <p className="card-sub">
        {t('portfolio.receivedSplit', {
          profit: money(receipt.parts.profit),
          principal: money(receipt.parts.principal),
        })}
      </p>
      <p className="card-sub">
        {one
          ? t('holdingPage.dueAt', { time: formatDate(receipt.firstDueAt) })
          : t('holdingPage.dueBetween', {
              from: formatDate(receipt.firstDueAt),
              to: formatDate(receipt.lastDueAt),
            })}
      </p>
      <p className="card-sub">{t('holdingPage.collectedAt', { time: formatDate(receipt.receivedAt) })}</p>
    </article>
  )
}
