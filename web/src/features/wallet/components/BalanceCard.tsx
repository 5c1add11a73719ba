import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useToken } from '../../../lib/session.ts'
import { paths } from '../../../lib/routes.ts'

/** Balances frame: the wallet issue fills the amounts; logged out, it invites to sign in. */
export function BalanceCard() {
  const { t } = useTranslation()
  const token = useToken()
  return (
    <section className="balance-card" aria-labelledby="balance-title">
      <h2 id="balance-title" className="balance-title">
        {t('wallet.assets')}
      </h2>
      {token ? (
        <dl className="balance-grid">
          <div>
            <dt>{t('wallet.balance')}</dt>
            <dd className="balance-amount">{t('wallet.noAmount')}</dd>
          </div>
          <div>
            <dt>{t('wallet.revenue')}</dt>
            <dd className="balance-amount">{t('wallet.noAmount')}</dd>
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
