import { lazy, Suspense, type CSSProperties } from 'react'
import AppOutline from 'antd-mobile-icons/es/AppOutline'
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline'
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline'
import UserOutline from 'antd-mobile-icons/es/UserOutline'
import { NavLink, Outlet } from '../lib/router.ts'
import { useTranslation } from '../lib/i18n/translate.ts'
import { TAB_BAR_HEIGHT_PX } from '@app/contracts/constants'
import { paths, routeList, type TabPageName } from '../lib/routes.ts'
import { useAfterFirstScreen } from '../lib/idle.ts'
import { useToken } from '../lib/session.ts'

// Its own chunk: most loads have no new sign-in to tell of, and the entry has no room to spare.
const NewSignInBanner = lazy(() =>
  import('../features/account/components/NewSignInBanner.tsx').then((m) => ({ default: m.NewSignInBanner })),
)
/**
 * The Home tab's unread badge, for signed-in users (the live link that keeps it is `LiveUpdates`,
 * on every page): in a chunk of its own, loaded once the first screen is done.
 */
const NotificationsLive = lazy(() =>
  import('./NotificationsLive.tsx').then((m) => ({ default: m.NotificationsLive })),
)

/** Each tab's label and icon; the tabs and their order are the route table's. */
const tabLooks = {
  home: { label: 'tab.home', Icon: AppOutline },
  products: { label: 'tab.product', Icon: UnorderedListOutline },
  wallet: { label: 'tab.wallet', Icon: BankcardOutline },
  my: { label: 'tab.my', Icon: UserOutline },
} as const satisfies Record<TabPageName, unknown>

const tabs = routeList
  .filter((route) => route.tab)
  .map(({ name, path }) => ({ to: path, ...tabLooks[name as TabPageName] }))

/**
 * The four tab pages and the 50 px tab bar (Home, Product, Wallet, My); when signed in, the notice
 * of a sign-in on another device after the page, held above the tab bar: it arrives after the
 * page's figures, and there it moves none of them.
 */
export function TabLayout() {
  const { t } = useTranslation()
  const signedIn = useToken() !== undefined
  const live = useAfterFirstScreen() && signedIn
  return (
    <div className="tab-layout" style={{ '--app-tab-height': `${TAB_BAR_HEIGHT_PX}px` } as CSSProperties}>
      <Outlet />
      {signedIn && (
        <Suspense fallback={null}>
          <NewSignInBanner />
        </Suspense>
      )}
      <nav className="tab-bar" aria-label={t('tab.label')}>
        {tabs.map(({ to, label, Icon }) => (
          <NavLink key={to} to={to} replace className="tab-bar-item">
            <Icon className="tab-bar-icon" aria-hidden />
            {live && to === paths.home && (
              <Suspense fallback={null}>
                <NotificationsLive />
              </Suspense>
            )}
            <span className="tab-bar-label">{t(label)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  )
}
