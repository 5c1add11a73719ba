import MessageOutline from 'antd-mobile-icons/es/MessageOutline'
import SoundOutline from 'antd-mobile-icons/es/SoundOutline'
import TeamOutline from 'antd-mobile-icons/es/TeamOutline'
import GiftOutline from 'antd-mobile-icons/es/GiftOutline'
import { Link } from '../../lib/router.ts'
import { useTranslation } from '../../lib/i18n/translate.ts'
import { paths } from '../../lib/routes.ts'
import { useFreshness } from '../../lib/freshness.ts'
import { useAppConfig } from '../../features/config/api/config.ts'
import { BalanceCard } from '../../features/wallet/components/BalanceCard.tsx'
import { FeaturedProducts } from '../../features/products/components/FeaturedProducts.tsx'
import { useHome } from '../../features/products/api/products.ts'
import { LatestAnnouncement } from '../../features/announcements/components/LatestAnnouncement.tsx'
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx'
import { PortfolioPart } from '../../features/income/components/PortfolioPart.tsx'
import { ScreenRefresh } from '../../lib/list/ScreenRefresh.tsx'

/**
 * Home tab: site name (config), the portfolio (total assets, Receive all, running products, income
 * per day; lazily loaded), balances and featured products (GET /api/home), the latest announcement.
 * Pull down to refresh.
 */
export function HomePage() {
  const { t } = useTranslation()
  const config = useAppConfig()
  const home = useHome()
  const { data } = home
  const freshness = useFreshness(home)
  const shortcuts = [
    { to: paths.team, label: t('home.team'), Icon: TeamOutline },
    { to: paths.redeem, label: t('home.redeem'), Icon: GiftOutline },
    { to: paths.announcements, label: t('home.announcements'), Icon: SoundOutline },
    { to: paths.customerService, label: t('home.service'), Icon: MessageOutline },
  ]
  return (
    <div className="page tab-page home-page">
      <header className="home-hero">
        <NotificationBell />
        <p className="home-greeting">{t('home.welcome')}</p>
        <h1 className="home-site">{config?.site_name ?? t('home.siteFallback')}</h1>
      </header>
      <main className="page-body home-body">
        <ScreenRefresh>
          <PortfolioPart part="summary" />
          <BalanceCard balances={data?.balances} freshness={freshness} />
          <LatestAnnouncement />
          <nav className="home-shortcuts" aria-label={t('home.shortcuts')}>
            {shortcuts.map(({ to, label, Icon }) => (
              <Link key={to} to={to} className="home-shortcut">
                <span className="home-shortcut-icon" aria-hidden>
                  <Icon />
                </span>
                <span>{label}</span>
              </Link>
            ))}
          </nav>
          <PortfolioPart part="running" />
          <PortfolioPart part="chart" />
          <FeaturedProducts products={data?.featured} />
        </ScreenRefresh>
      </main>
    </div>
  )
}
