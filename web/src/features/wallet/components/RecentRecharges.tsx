import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { paths } from '../../../lib/routes.ts'
import { formatDate, useMoney } from '../../../lib/format.ts'
import { StatusTag } from '../../../lib/ui/StatusTag.tsx'
import { useRecentRecharges } from '../api/recharges.ts'
import { rechargeStatus } from './status.ts'
import '../../../lib/ui/ui.css'

const SHOWN = 3

/** The newest recharges on the wallet tab, with every status: Pending, Completed, Expired, Cancelled, Error. */
export function RecentRecharges() {
  const { t } = useTranslation()
  const money = useMoney()
  const { data } = useRecentRecharges()
  const items = data?.items.slice(0, SHOWN) ?? []
  return (
    <section aria-labelledby="recent-recharges">
      <div className="home-section-head">
        <h2 id="recent-recharges" className="home-section-title">
          {t('walletPage.recentRecharges')}
        </h2>
        <Link to={paths.rechargeList} className="home-section-more">
          {t('home.seeAll')}
        </Link>
      </div>
      {data && items.length === 0 && <p className="card card-sub">{t('empty.recharges')}</p>}
      <ul className="pull-list">
        {items.map((recharge) => {
          const status = rechargeStatus[recharge.status]
          return (
            <li key={recharge.id} className="card">
              <div className="card-head">
                <span className="card-amount">{money(recharge.amount)}</span>
                <StatusTag tone={status.tone}>{t(status.key)}</StatusTag>
              </div>
              <p className="card-sub">
                {`${recharge.channel?.name ?? ''} · ${formatDate(recharge.createdAt)}`}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
