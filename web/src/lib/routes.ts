/** A page of the app: its hash address, its component, and who may open it. */
interface Route {
  path: `/pages/${string}`
  /**
   * The page's component, exported under this name from the file of the same name in
   * `src/app/pages/` or `src/features/<feature>/pages/` (a test checks there is exactly one, and no
   * `*Page.tsx` there that the table leaves out).
   */
  page: `${string}Page`
  /** One of the tab bar's pages (in this order), rather than a page stacked above it. */
  tab?: true
  /** Opens without a login (the others send a signed-out user to the sign page). */
  guest?: true
}

/**
 * The app's one route table (spec §2): every page is one entry, from which its address (`paths`),
 * its chunk's loader and lazy component (`app/pages.ts`), the router and the tab bar are computed.
 * It names the pages and imports none of them, so the landing script and a browser journey can read
 * it without loading the app's code.
 */
export const routes = {
  home: { path: '/pages/index/index', page: 'HomePage', tab: true, guest: true },
  products: { path: '/pages/product/index', page: 'ProductListPage', tab: true, guest: true },
  wallet: { path: '/pages/wallet/index', page: 'WalletPage', tab: true },
  my: { path: '/pages/my/index', page: 'MyPage', tab: true },
  myRecords: { path: '/pages/records/myindex', page: 'MyRecordsPage' },
  records: { path: '/pages/records/index', page: 'RecordsPage' },
  settings: { path: '/pages/my/settings', page: 'SettingsPage' },
  myProduct: { path: '/pages/my/myProduct', page: 'MyProductPage' },
  changeLanguage: { path: '/pages/my/changeLanguage', page: 'ChangeLanguagePage', guest: true },
  changePassword: { path: '/pages/my/changePassword', page: 'ChangePasswordPage' },
  sessions: { path: '/pages/my/sessions', page: 'SessionsPage' },
  receiptAccount: { path: '/pages/my/myPaymentAccount', page: 'ReceiptAccountPage' },
  redeem: { path: '/pages/my/exchangeReward', page: 'RedeemPage' },
  team: { path: '/pages/my/myTeam', page: 'TeamPage' },
  walletRecords: { path: '/pages/wallet/records', page: 'WalletRecordsPage' },
  walletRecordDetail: { path: '/pages/wallet/recordsDetail', page: 'RecordDetailPage' },
  rechargeList: { path: '/pages/wallet/rechargeList', page: 'RechargeListPage' },
  rechargeCreate: { path: '/pages/wallet/rechargeCreate', page: 'RechargeCreatePage' },
  withdrawList: { path: '/pages/wallet/withdrawList', page: 'WithdrawListPage' },
  withdrawCreate: { path: '/pages/wallet/withdrawCreate', page: 'WithdrawCreatePage' },
  pointList: { path: '/pages/wallet/pointList', page: 'PointListPage' },
  earningList: { path: '/pages/wallet/earningList', page: 'EarningListPage' },
  orders: { path: '/pages/order/index', page: 'OrdersPage' },
  webview: { path: '/pages/webview/index', page: 'WebViewPage', guest: true },
  announcements: { path: '/pages/announcement/index', page: 'AnnouncementListPage', guest: true },
  announcementDetail: { path: '/pages/announcement/detail', page: 'AnnouncementDetailPage', guest: true },
  customerService: { path: '/pages/customerservice/index', page: 'CustomerServicePage' },
  notifications: { path: '/pages/notification/index', page: 'NotificationsPage' },
  productDetail: { path: '/pages/product/detail', page: 'ProductDetailPage', guest: true },
  sign: { path: '/pages/sign/index', page: 'SignPage', guest: true },
} as const satisfies Record<string, Route>

export type PageName = keyof typeof routes

/** The pages of the tab bar. */
export type TabPageName = {
  [Name in PageName]: (typeof routes)[Name] extends { tab: true } ? Name : never
}[PageName]

/** The table's entries in its order, each with its name. */
export const routeList: readonly (Route & { name: PageName })[] = (Object.keys(routes) as PageName[]).map(
  (name) => ({ name, ...routes[name] }),
)

/** Every address of the app, named once: the table's, and the two that only lead home. */
export const paths = {
  entry: '/',
  splash: '/pages/splash/splash',
  ...(Object.fromEntries(routeList.map(({ name, path }) => [name, path])) as {
    [Name in PageName]: (typeof routes)[Name]['path']
  }),
} as const

export type AppPath = (typeof paths)[keyof typeof paths]

/** Builds `path?a=b` with every value kept as a string. */
export function withQuery(path: AppPath, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value)
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** An app address split in two: `/a/b?x=1` → `/a/b` and `?x=1`; an empty path is `/`. */
export function parsePath(to: string): { pathname: string; search: string } {
  const at = to.indexOf('?')
  const pathname = (at < 0 ? to : to.slice(0, at)) || '/'
  return { pathname, search: at < 0 ? '' : to.slice(at) }
}

/** How two paths are compared: without case and without trailing slashes. */
export const pathKey = (pathname: string): string => pathname.replace(/\/+$/, '').toLowerCase()
