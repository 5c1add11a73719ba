import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { WalletSummary } from '@app/contracts/wallet'
import { parseMinor } from '@app/contracts/money'
import { useMoney } from '../../../lib/format.ts'
import './wallet.css'

/** The VIP level, from completed recharges, and what the next level still needs. */
export function VipCard({ wallet }: { wallet: WalletSummary }) {
  const { t } = useTranslation()
  const money = useMoney()
  const total = parseMinor(wallet.rechargeTotal) ?? 0
  const next = wallet.nextVip
  const needed = next ? Math.max(0, (parseMinor(next.minRechargeTotal) ?? 0) - total) : 0
  const target = next ? (parseMinor(next.minRechargeTotal) ?? 0) : 0
  const percent = next && target > 0 ? Math.min(100, Math.floor((total * 100) / target)) : 100
  return (
    <section className="vip-card" aria-labelledby="vip-title">
      <div className="vip-head">
        <h2 id="vip-title" className="vip-title">
          {t('walletPage.vipTitle')}
        </h2>
        <span className="vip-level">{t('walletPage.vipLevel', { level: wallet.vipLevel })}</span>
      </div>
      <p className="vip-text">{t('walletPage.rechargeTotal', { amount: money(total) })}</p>
      <div
        className="vip-bar"
        role="progressbar"
        aria-label={t('walletPage.vipProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="vip-text">
        {next
          ? t('walletPage.vipNext', { amount: money(needed), level: next.level })
          : t('walletPage.vipTop')}
      </p>
    </section>
  )
}
