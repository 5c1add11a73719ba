import { lazyPage } from './lazy-page.tsx'
import { pageLoaders } from './page-loaders.ts'

/** Every page of the app, each in its own chunk. Features are composed here, never in each other. */
export const pages = {
  home: lazyPage(pageLoaders.home, (m) => m.HomePage),
  products: lazyPage(pageLoaders.products, (m) => m.ProductListPage),
  productDetail: lazyPage(pageLoaders.productDetail, (m) => m.ProductDetailPage),
  wallet: lazyPage(pageLoaders.wallet, (m) => m.WalletPage),
  walletRecords: lazyPage(pageLoaders.walletRecords, (m) => m.WalletRecordsPage),
  walletRecordDetail: lazyPage(pageLoaders.walletRecordDetail, (m) => m.RecordDetailPage),
  rechargeList: lazyPage(pageLoaders.rechargeList, (m) => m.RechargeListPage),
  rechargeCreate: lazyPage(pageLoaders.rechargeCreate, (m) => m.RechargeCreatePage),
  withdrawList: lazyPage(pageLoaders.withdrawList, (m) => m.WithdrawListPage),
  withdrawCreate: lazyPage(pageLoaders.withdrawCreate, (m) => m.WithdrawCreatePage),
  pointList: lazyPage(pageLoaders.pointList, (m) => m.PointListPage),
  earningList: lazyPage(pageLoaders.earningList, (m) => m.EarningListPage),
  myProduct: lazyPage(pageLoaders.myProduct, (m) => m.MyProductPage),
  my: lazyPage(pageLoaders.my, (m) => m.MyPage),
  settings: lazyPage(pageLoaders.settings, (m) => m.SettingsPage),
  changeLanguage: lazyPage(pageLoaders.changeLanguage, (m) => m.ChangeLanguagePage),
  changePassword: lazyPage(pageLoaders.changePassword, (m) => m.ChangePasswordPage),
  receiptAccount: lazyPage(pageLoaders.receiptAccount, (m) => m.ReceiptAccountPage),
  redeem: lazyPage(pageLoaders.redeem, (m) => m.RedeemPage),
  team: lazyPage(pageLoaders.team, (m) => m.TeamPage),
  records: lazyPage(pageLoaders.records, (m) => m.RecordsPage),
  myRecords: lazyPage(pageLoaders.myRecords, (m) => m.MyRecordsPage),
  orders: lazyPage(pageLoaders.orders, (m) => m.OrdersPage),
  webview: lazyPage(pageLoaders.webview, (m) => m.WebViewPage),
  announcements: lazyPage(pageLoaders.announcements, (m) => m.AnnouncementListPage),
  announcementDetail: lazyPage(pageLoaders.announcementDetail, (m) => m.AnnouncementDetailPage),
  customerService: lazyPage(pageLoaders.customerService, (m) => m.CustomerServicePage),
  sign: lazyPage(pageLoaders.sign, (m) => m.SignPage),
}
