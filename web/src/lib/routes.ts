/** Every route of the spec (§2), named once. Paths are hash routes. */
export const paths = {
  entry: '/',
  splash: '/pages/splash/splash',
  home: '/pages/index/index',
  products: '/pages/product/index',
  wallet: '/pages/wallet/index',
  my: '/pages/my/index',
  myRecords: '/pages/records/myindex',
  records: '/pages/records/index',
  settings: '/pages/my/settings',
  myProduct: '/pages/my/myProduct',
  changeLanguage: '/pages/my/changeLanguage',
  changePassword: '/pages/my/changePassword',
  sessions: '/pages/my/sessions',
  receiptAccount: '/pages/my/myPaymentAccount',
  redeem: '/pages/my/exchangeReward',
  team: '/pages/my/myTeam',
  walletRecords: '/pages/wallet/records',
  walletRecordDetail: '/pages/wallet/recordsDetail',
  rechargeList: '/pages/wallet/rechargeList',
  rechargeCreate: '/pages/wallet/rechargeCreate',
  withdrawList: '/pages/wallet/withdrawList',
  withdrawCreate: '/pages/wallet/withdrawCreate',
  pointList: '/pages/wallet/pointList',
  earningList: '/pages/wallet/earningList',
  orders: '/pages/order/index',
  webview: '/pages/webview/index',
  announcements: '/pages/announcement/index',
  announcementDetail: '/pages/announcement/detail',
  customerService: '/pages/customerservice/index',
  notifications: '/pages/notification/index',
  productDetail: '/pages/product/detail',
  sign: '/pages/sign/index',
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
