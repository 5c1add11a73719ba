import type { PageName } from './route-table.ts'

/**
 * How each page's chunk is loaded, without React: the entry starts the landing page's load from
 * here before the app itself has arrived, and `pages.ts` wraps the same loaders for rendering.
 * One loader for each page the route table names, and none more.
 */
export const pageLoaders = {
  home: () => import('./pages/HomePage.tsx'),
  products: () => import('../features/products/pages/ProductListPage.tsx'),
  productDetail: () => import('./pages/ProductDetailPage.tsx'),
  wallet: () => import('./pages/WalletPage.tsx'),
  walletRecords: () => import('../features/wallet/pages/WalletRecordsPage.tsx'),
  walletRecordDetail: () => import('../features/wallet/pages/RecordDetailPage.tsx'),
  rechargeList: () => import('../features/wallet/pages/RechargeListPage.tsx'),
  rechargeCreate: () => import('../features/wallet/pages/RechargeCreatePage.tsx'),
  withdrawList: () => import('../features/wallet/pages/WithdrawListPage.tsx'),
  withdrawCreate: () => import('../features/wallet/pages/WithdrawCreatePage.tsx'),
  pointList: () => import('../features/wallet/pages/PointListPage.tsx'),
  earningList: () => import('../features/income/pages/EarningListPage.tsx'),
  myProduct: () => import('../features/income/pages/MyProductPage.tsx'),
  my: () => import('./pages/MyPage.tsx'),
  settings: () => import('./pages/SettingsPage.tsx'),
  changeLanguage: () => import('../features/account/pages/ChangeLanguagePage.tsx'),
  changePassword: () => import('../features/auth/pages/ChangePasswordPage.tsx'),
  sessions: () => import('../features/account/pages/SessionsPage.tsx'),
  receiptAccount: () => import('../features/account/pages/ReceiptAccountPage.tsx'),
  redeem: () => import('../features/redeem/pages/RedeemPage.tsx'),
  team: () => import('../features/team/pages/TeamPage.tsx'),
  records: () => import('./pages/RecordsPage.tsx'),
  myRecords: () => import('./pages/MyRecordsPage.tsx'),
  orders: () => import('../features/orders/pages/OrdersPage.tsx'),
  webview: () => import('../features/webview/pages/WebViewPage.tsx'),
  announcements: () => import('../features/announcements/pages/AnnouncementListPage.tsx'),
  announcementDetail: () => import('../features/announcements/pages/AnnouncementDetailPage.tsx'),
  customerService: () => import('../features/chat/pages/CustomerServicePage.tsx'),
  notifications: () => import('../features/notifications/pages/NotificationsPage.tsx'),
  sign: () => import('../features/auth/pages/SignPage.tsx'),
} satisfies Record<PageName, () => Promise<unknown>>
