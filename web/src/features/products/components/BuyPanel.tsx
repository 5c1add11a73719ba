import { useState } from 'react'
import Button from 'antd-mobile/es/components/button'
import { useLocation, useNavigate } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { PayWallet, ProductView } from '@app/contracts/products'
import { paths, withQuery } from '../../../lib/routes.ts'
import { useMoney } from '../../../lib/format.ts'
import { toastFailure } from '../../../lib/failure.ts'
import { ChoiceChips } from '../../../lib/ui/ChoiceChips.tsx'
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog.tsx'
import { useBuyProduct } from '../api/products.ts'
import { PurchaseReceipt, type Purchase } from './PurchaseReceipt.tsx'
import { buyShortfall, type PayBalances, type Shortfall } from './shortfall.ts'
import './products.css'

export type { PayBalances }

interface BuyPanelProps {
  product: ProductView
  signedIn: boolean
  /** The user's wallets (GET /api/wallet), handed in by the app. */
  balances: PayBalances | undefined
}

const walletLabel: Record<PayWallet, string> = {
  balance: 'productPage.balancePay',
  revenue: 'productPage.revenuePay',
}

/**
 * Choose Balance pay or Revenue pay, confirm, buy: one purchase per confirmation, answered by a
 * receipt. When the chosen wallet holds less than the price, the button says what is missing and
 * leads to a recharge of that amount (or, for revenue, which cannot be recharged, to Balance pay).
 */
export function BuyPanel({ product, signedIn, balances }: BuyPanelProps) {
  const { t } = useTranslation()
  const money = useMoney()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [wallet, setWallet] = useState<PayWallet>('balance')
  const [confirming, setConfirming] = useState(false)
  const [purchase, setPurchase] = useState<Purchase | null>(null)
  const buy = useBuyProduct()
  if (!signedIn) {
    const signIn = () => navigate(withQuery(paths.sign, { redirect: `${pathname}${search}` }))
    return (
      <div className="buy-panel">
        <Button block color="primary" size="large" onClick={() => void signIn()}>
          {t('productPage.loginToBuy')}
        </Button>
      </div>
    )
  }
  const blocked =
    product.blockedBy === 'vip'
      ? t('products.vipTooLow', { level: product.minVip })
      : product.blockedBy === 'limit'
        ? t('products.limitReached', { limit: product.purchaseLimit })
        : null
  const onConfirm = () => {
    const paid = { productName: product.name, paid: product.price, wallet }
    buy.run({ productId: product.id, wallet, expectedPrice: product.price }).then(({ msg, data }) => {
      setPurchase({ ...paid, title: msg || t('products.bought'), reply: data })
    }, toastFailure)
  }
  const shortfall: Shortfall =
    blocked === null ? buyShortfall(product.price, wallet, balances) : { kind: 'unknown' }
  const action =
    shortfall.kind === 'recharge'
      ? {
          label: t('productPage.topUpToBuy', { amount: money(shortfall.missing) }),
          onClick: () =>
            void navigate(withQuery(paths.rechargeCreate, { amount: String(shortfall.missing) })),
        }
      : shortfall.kind === 'revenue'
        ? { label: t('productPage.payFromBalance'), onClick: () => setWallet('balance') }
        : {
            label: t('productPage.buyNow', { price: money(product.price) }),
            onClick: () => setConfirming(true),
          }
  const choices = (['balance', 'revenue'] as const).map((value) => ({
    value,
    label: t(walletLabel[value]),
    hint: t('productPage.available', { amount: balances ? money(balances[value]) : t('wallet.noAmount') }),
  }))
  return (
    <section className="buy-panel" aria-label={t('productPage.buySection')}>
      {blocked && (
        <p className="note" role="note">
          {blocked}
        </p>
      )}
      <ChoiceChips
        legend={t('productPage.payWith')}
        name="pay-wallet"
        choices={choices}
        value={wallet}
        onChange={setWallet}
      />
      {shortfall.kind === 'revenue' && (
        <p className="note" role="note">
          {t(shortfall.balanceCovers ? 'productPage.revenueShort' : 'productPage.revenueShortBoth', {
            amount: money(shortfall.missing),
          })}
        </p>
      )}
      <Button
        block
        color="primary"
        size="large"
        disabled={blocked !== null}
        loading={buy.isPending}
        onClick={action.onClick}
      >
        {action.label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('productPage.confirmTitle')}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
      >
        <dl className="dialog-lines">
          <div>
            <dt>{t('productPage.confirmProduct')}</dt>
            <dd>{product.name}</dd>
          </div>
          <div>
            <dt>{t('productPage.price')}</dt>
            <dd>{money(product.price)}</dd>
          </div>
          <div>
            <dt>{t('productPage.payWith')}</dt>
            <dd>{t(walletLabel[wallet])}</dd>
          </div>
        </dl>
      </ConfirmDialog>
      {purchase && <PurchaseReceipt purchase={purchase} onClose={() => setPurchase(null)} />}
    </section>
  )
}
