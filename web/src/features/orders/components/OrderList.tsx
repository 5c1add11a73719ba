import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { HoldingStatus } from '@app/contracts/income'
import { PullList } from '../../../lib/list/PullList.tsx'
import { formatDate, useMoney } from '../../../lib/format.ts'
import { StatusTag, type Tone } from '../../../lib/ui/StatusTag.tsx'
import { ordersSource } from '../api/orders.ts'
import '../../../lib/ui/ui.css'

const statusTone: Record<HoldingStatus, Tone> = { running: 'success', expired: 'muted', frozen: 'danger' }

/** Orders: product, price, which wallet paid, when, and the holding's status now. */
export function OrderList() {
  const { t } = useTranslation()
  const money = useMoney()
  return (
    <PullList
      source={ordersSource}
      itemKey={(order) => String(order.id)}
      emptyTitle={t('empty.orders')}
      renderItem={(order) => (
        <article className="card">
          <div className="card-head">
            <span className="card-title">{order.productName}</span>
            <StatusTag tone={statusTone[order.status]}>{t(`orderPage.status.${order.status}`)}</StatusTag>
          </div>
          <div className="card-head card-sub">
            <span>{t('orderPage.orderNo', { id: order.id })}</span>
            <span className="card-amount">{money(order.price)}</span>
          </div>
          <div className="card-head card-sub">
            <span>{t(`orderPage.paidWith.${order.payWallet}`)}</span>
            <span>{formatDate(order.purchasedAt)}</span>
          </div>
        </article>
      )}
    />
  )
}
