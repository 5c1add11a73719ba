import { lazyPage } from './lazy-page.tsx'

/** Every page of the app, each in its own chunk. Features are composed here, never in each other. */
export const pages = {
  home: lazyPage(
    () => import('./pages/HomePage.tsx'),
    (m) => m.HomePage,
  ),
  products: lazyPage(
    () => import('../features/products/pages/ProductListPage.tsx'),
    (m) => m.ProductListPage,
  ),
  productDetail: lazyPage(
    () => import('./pages/ProductDetailPage.tsx'),
    (m) => m.ProductDetailPage,
  ),
  wallet: lazyPage(
    () => import('../features/wallet/pages/WalletPage.tsx'),
    (m) => m.WalletPage,
  ),
  walletRecords: lazyPage(
    () => import('../features/wallet/pages/WalletRecordsPage.tsx'),
    (m) => m.WalletRecordsPage,
  ),
  walletRecordDetail: lazyPage(
    () => import('../features/wallet/pages/RecordDetailPage.tsx'),
    (m) => m.RecordDetailPage,
  ),
  rechargeList: lazyPage(
    () => import('../features/wallet/pages/RechargeListPage.tsx'),
    (m) => m.RechargeListPage,
  ),
  rechargeCreate: lazyPage(
    () => import('../features/wallet/pages/RechargeCreatePage.tsx'),
    (m) => m.RechargeCreatePage,
  ),
  withdrawList: lazyPage(
    () => import('../features/wallet/pages/WithdrawListPage.tsx'),
    (m) => m.WithdrawListPage,
  ),
  withdrawCreate: lazyPage(
    () => import('../features/wallet/pages/WithdrawCreatePage.tsx'),
    (m) => m.WithdrawCreatePage,
  ),
  pointList: lazyPage(
    () => import('../features/wallet/pages/PointListPage.tsx'),
    (m) => m.PointListPage,
  ),
  earningList: lazyPage(
    () => import('../features/income/pages/EarningListPage.tsx'),
    (m) => m.EarningListPage,
  ),
  myProduct: lazyPage(
    () => import('../features/income/pages/MyProductPage.tsx'),
    (m) => m.MyProductPage,
  ),
  my: lazyPage(
    () => import('./pages/MyPage.tsx'),
    (m) => m.MyPage,
  ),
  settings: lazyPage(
    () => import('./pages/SettingsPage.tsx'),
    (m) => m.SettingsPage,
  ),
  changeLanguage: lazyPage(
    () => import('../features/account/pages/ChangeLanguagePage.tsx'),
    (m) => m.ChangeLanguagePage,
  ),
  changePassword: lazyPage(
    () => import('../features/auth/pages/ChangePasswordPage.tsx'),
    (m) => m.ChangePasswordPage,
  ),
  receiptAccount: lazyPage(
    () => import('../features/account/pages/ReceiptAccountPage.tsx'),
    (m) => m.ReceiptAccountPage,
  ),
  redeem: lazyPage(
    () => import('../features/redeem/pages/RedeemPage.tsx'),
    (m) => m.RedeemPage,
  ),
  team: lazyPage(
    () => import('../features/team/pages/TeamPage.tsx'),
    (m) => m.TeamPage,
  ),
  records: lazyPage(
    () => import('./pages/RecordsPage.tsx'),
    (m) => m.RecordsPage,
  ),
  myRecords: lazyPage(
    () => import('./pages/MyRecordsPage.tsx'),
    (m) => m.MyRecordsPage,
  ),
  orders: lazyPage(
    () => import('../features/orders/pages/OrdersPage.tsx'),
    (m) => m.OrdersPage,
  ),
  webview: lazyPage(
    () => import('../features/webview/pages/WebViewPage.tsx'),
    (m) => m.WebViewPage,
  ),
  announcements: lazyPage(
    () => import('../features/announcements/pages/AnnouncementListPage.tsx'),
    (m) => m.AnnouncementListPage,
  ),
  announcementDetail: lazyPage(
    () => import('../features/announcements/pages/AnnouncementDetailPage.tsx'),
    (m) => m.AnnouncementDetailPage,
  ),
  customerService: lazyPage(
    () => import('../features/chat/pages/CustomerServicePage.tsx'),
    (m) => m.CustomerServicePage,
  ),
  sign: lazyPage(
    () => import('../features/auth/pages/SignPage.tsx'),
    (m) => m.SignPage,
  ),
}
