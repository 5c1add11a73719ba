import { paths } from '../lib/routes.ts'

type Route = readonly [path: string, page: string, needsLogin: boolean]

/**
 * Route table of spec §2: path, page, and whether the page needs a login. It names the pages and
 * imports none of them (`page-loaders.ts` has a loader for each name, no more), so a browser journey
 * can walk every route without loading the app's code.
 */
export const tabRoutes = [
  [paths.home, 'home', false],
  [paths.products, 'products', false],
  [paths.wallet, 'wallet', true],
  [paths.my, 'my', true],
] as const satisfies readonly Route[]

export const stackRoutes = [
  [paths.myRecords, 'myRecords', true],
  [paths.records, 'records', true],
  [paths.settings, 'settings', true],
  [paths.myProduct, 'myProduct', true],
  [paths.changeLanguage, 'changeLanguage', false],
  [paths.changePassword, 'changePassword', true],
  [paths.sessions, 'sessions', true],
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
  [paths.notifications, 'notifications', true],
  [paths.productDetail, 'productDetail', false],
  [paths.sign, 'sign', false],
] as const satisfies readonly Route[]

export type PageName = (typeof tabRoutes)[number][1] | (typeof stackRoutes)[number][1]

/**
 * The GETs a page makes as soon as it shows, started by the landing script when the page is the one
 * the address opens (a browser journey checks each is used, none twice). Pages that need a login
 * ask only with a token; the config is asked for with its version when none is stored yet.
 */
export function landingRequests(
  page: PageName,
  query: URLSearchParams,
  signedIn: boolean,
  configStored: boolean,
): string[] {
  const always = ['/api/config/version', ...(configStored ? [] : ['/api/config'])]
  switch (page) {
    case 'home':
      return [...always, '/api/home', '/api/announcements/latest']
    case 'products':
      return [...always, '/api/products']
    case 'productDetail': {
      const id = query.get('id') ?? ''
      return [
        ...always,
        ...(/^\d+$/.test(id) ? [`/api/products/${id}`] : []),
        ...(signedIn ? ['/api/wallet'] : []),
      ]
    }
    case 'wallet':
      return signedIn ? [...always, '/api/recharges', '/api/wallet'] : always
    case 'my':
      return signedIn ? [...always, '/api/chat/unread', '/api/user/info'] : always
    default:
      return always
  }
}
