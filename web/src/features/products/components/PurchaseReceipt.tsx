import { lazy, Suspense } from 'react'
import type { BuyReply, PayWallet } from '@app/contracts/products'
import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { paths } from '../../../lib/routes.ts'
import { formatDateInText, useMoney } from '../../../lib/format.ts'
import './purchase-receipt.css'

// The same lazily loaded dialog as the purchase's confirmation (already loaded by then).
const Dialog = lazy(() => import('antd-mobile/es/components/dialog'))

/** What was bought, as the server answered it and as the user confirmed it. */
export interface Purchase {
  title: string
  productName: string
  /** Minor units: the price confirmed, which the server charged (it refuses any other). */
  paid: string
  wallet: PayWallet
  reply: BuyReply
}

const walletName: Record<PayWallet, string> = { balance: 'wallet.balance', revenue: 'wallet.revenue' }

/**
 * The receipt of a purchase: its order number (the holding), the product, what was paid from which
 * wallet, when the first earning falls due and what it pays, and the way to My products.
 */
export function PurchaseReceipt({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const { t } = useTranslation()
  const money = useMoney()
  const { reply } = purchase
  const first = reply.firstEarning
  const lines: [string, string][] = [
    [t('productPage.receiptOrder'), String(reply.holdingId)],
    [t('productPage.confirmProduct'), purchase.productName],
    [t('productPage.receiptPaid'), money(purchase.paid)],
    [t('productPage.receiptFrom'), t(walletName[purchase.wallet])],
    [
      t('productPage.receiptFirstPayout'),
      first
        ? t('productPage.receiptFirstPayoutValue', {
            amount: money(first.amount),
            date: formatDateInText(first.dueAt),
          })
        : t('wallet.noAmount'),
    ],
  ]
  return (
    <Suspense fallback={null}>
      <Dialog
        visible
        aria-label={purchase.title}
        title={purchase.title}
        closeOnMaskClick
        onClose={onClose}
        content={
          <div className="purchase-receipt">
            <dl className="dialog-lines">
              {lines.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <Link className="receipt-link" to={paths.myProduct}>
              {t('productPage.receiptMyProducts')}
            </Link>
          </div>
        }
        actions={[{ key: 'done', text: t('productPage.receiptDone'), bold: true, onClick: onClose }]}
      />
    </Suspense>
  )
}
