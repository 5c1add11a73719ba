import type { ComponentType } from 'react'
import { createHashRouter, Navigate } from '../lib/router.ts'
import { paths, withQuery } from '../lib/routes.ts'
import { setUnauthorizedHandler } from '../lib/request.ts'
import { RequireLogin } from '../features/auth/components/RequireLogin.tsx'
import { pages } from './pages.ts'
import { TabLayout } from './TabLayout.tsx'

type PageName = keyof typeof pages

/** Route table of spec §2: path, page, and whether the page needs a login. */
const tabRoutes: [string, PageName, boolean][] = [
  [paths.home, 'home', false],
  [paths.products, 'products', false],
  [paths.wallet, 'wallet', true],
  [paths.my, 'my', true],
]

const stackRoutes: [string, PageName, boolean][] = [
  [paths.myRecords, 'myRecords', true],
  [paths.records, 'records', true],
  [paths.settings, 'settings', true],
  [paths.myProduct, 'myProduct', true],
  [paths.changeLanguage, 'changeLanguage', false],
  [paths.changePassword, 'changePassword', true],
  [paths.receiptAccount, 'receiptAccount', true],
  [paths.redeem, 'redeem', true],
  [paths.team, 'team', true],
  [paths.walletRecords, 'walletRecords', true],
  [paths.walletRecordDetail, 'walletRecordDetail', true],
  [paths.rechargeList, 'rechargeList', true],
  [paths.rechargeCreate, 'rechargeCreate', true],
  [paths.withdrawList, 'withdrawList', true],
  [paths.withdrawCreate, 'withdrawCreate', true],
  [paths.pointList, 'pointList', true],
  [paths.earningList, 'earningList', true],
  [paths.orders, 'orders', true],
  [paths.webview, 'webview', false],
  [paths.announcements, 'announcements', false],
  [paths.announcementDetail, 'announcementDetail', false],
  [paths.customerService, 'customerService', true],
  [paths.productDetail, 'productDetail', false],
  [paths.sign, 'sign', false],
]

function element(name: PageName, needsLogin: boolean) {
  const Page: ComponentType = pages[name]
  return needsLogin ? (
    <RequireLogin>
      <Page />
    </RequireLogin>
  ) : (
    <Page />
  )
}

const toRoute = ([path, name, needsLogin]: [string, PageName, boolean]) => ({
  path,
  element: element(name, needsLogin),
})

export function createAppRouter() {
  const router = createHashRouter([
    { path: paths.entry, element: <Navigate to={paths.home} replace /> },
    { path: paths.splash, element: <Navigate to={paths.home} replace /> },
    { element: <TabLayout />, children: tabRoutes.map(toRoute) },
    ...stackRoutes.map(toRoute),
    { path: '*', element: <Navigate to={paths.home} replace /> },
  ])
  // A 401 has already cleared the session; come back here after logging in again.
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location
    if (pathname === paths.sign) return
    void router.navigate(withQuery(paths.sign, { redirect: `${pathname}${search}` }), { replace: true })
  })
  return router
}
