import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import type { Balances } from '@app/contracts/wallet'
import { useToken } from '../../../lib/session.ts'
import { paths } from '../../../lib/routes.ts'
import { formatCount, formatDateInText, useMoney } from '../../../lib/format.ts'
import type { Freshness } from '../../../lib/freshness.ts'
import './wallet.css'

interface BalanceCardProps {
  /** Undefined while loading. */
  balances: Balances | null | undefined
  /** Whether they are current: if not, no figure is shown, only when they were last checked. */
  freshness: Freshness
}

/** Balance, revenue and points; logged out, it invites to sign in. */
export function BalanceCard({ balances: fetched, freshness }: BalanceCardProps) {
  const { t } = useTranslation()
  const money = useMoney()
  const token = useToken()
  const balances = freshness.state === 'current' ? fetched : undefined
  const show = (value: string | undefined, points = false) =>
    value === undefined ? t('wallet.noAmount') : points ? formatCount(value) : money(value)
  return (
    <section className="balance-card" aria-labelledby="balance-title">
      <h2 id="balance-title" className="balance-title">
        {t('wallet.assets')}
      </h2>
      {token ? (
        <dl className="balance-grid balance-grid-3">
          <div>
            <dt>{t('wallet.balance')}</dt>
            <dd className="balance-amount">{show(balances?.balance)}</dd>
          </div>
          <div>
            <dt>{t('wallet.revenue')}</dt>
            <dd className="balance-amount">{show(balances?.revenue)}</dd>
          </div>
          <div>
            <dt>{t('walletPage.points')}</dt>
            <dd className="balance-amount">{show(balances?.points, true)}</dd>
          </div>
        </dl>
      ) : (
        <div className="balance-signin">
          <p>{t('wallet.signInPrompt')}</p>
          <Link to={paths.sign} className="balance-signin-link">
            {t('sign.login')}
          </Link>
        </div>
      )}
      {token && freshness.state === 'unrefreshed' && <NotRefreshed lastChecked={freshness.lastChecked} />}
      {token && balances && balances.withdrawHold !== '0' && (
        <p className="balance-hold">{t('walletPage.onHold', { amount: money(balances.withdrawHold) })}</p>
      )}
      <div className="balance-actions">
        <Link to={paths.rechargeCreate} className="balance-action">
          {t('wallet.recharge')}
        </Link>
        <Link to={paths.withdrawCreate} className="balance-action">
          {t('wallet.withdraw')}
        </Link>
      </div>
    </section>
  )
}

/** Said in place of the figures: they could not be refreshed, and when they last were. */
function NotRefreshed({ lastChecked }: { lastChecked: number | undefined }) {
  const { t } = useTranslation()
  return (
    <p className="balance-stale" role="status">
      {lastChecked === undefined
        ? t('wallet.notRefreshed')
        : t('wallet.lastChecked', { time: formatDateInText(Math.floor(lastChecked / 1000)) })}
    </p>
  )
}
