import { expect, it } from 'vitest'
import { expectCleanScreen, goTo } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

/** Every route of the spec's table with the title its header shows (English). */
const routes: [string, string][] = [
  ['/pages/index/index', 'Harvest'],
  ['/pages/product/index', 'Products'],
  ['/pages/wallet/index', 'Wallet'],
  ['/pages/my/index', 'My'],
  ['/pages/records/myindex', 'My records'],
  ['/pages/records/index', 'Records'],
  ['/pages/my/settings', 'Settings'],
  ['/pages/my/myProduct', 'My products'],
  ['/pages/my/changeLanguage', 'Change language'],
  ['/pages/my/changePassword', 'Change password'],
  ['/pages/my/sessions', 'Signed-in devices'],
  ['/pages/my/myPaymentAccount', 'Receipt account'],
  ['/pages/my/exchangeReward', 'Redeem a code'],
  ['/pages/my/myTeam', 'My team'],
  ['/pages/wallet/records', 'Wallet records'],
  // Posting 2 is the demo user's first recharge (posting 1 is the outside world's side of it).
  ['/pages/wallet/recordsDetail?id=2', 'Transaction detail'],
  ['/pages/wallet/rechargeList', 'Recharge records'],
  ['/pages/wallet/rechargeCreate', 'Recharge'],
  ['/pages/wallet/withdrawList', 'Withdrawal records'],
  ['/pages/wallet/withdrawCreate', 'Withdraw'],
  ['/pages/wallet/pointList', 'Point records'],
  ['/pages/wallet/earningList', 'Earning records'],
  ['/pages/order/index', 'Orders'],
  ['/pages/webview/index', 'Web page'],
  ['/pages/announcement/index', 'Announcements'],
  ['/pages/announcement/detail?id=1', 'Announcement'],
  ['/pages/customerservice/index', 'Customer service'],
  ['/pages/product/detail?id=1', 'Product detail'],
  ['/pages/sign/index', 'Welcome back'],
]

const tabPages = new Set([
  '/pages/index/index',
  '/pages/product/index',
  '/pages/wallet/index',
  '/pages/my/index',
])

describeJourney('a logged-in user visits every screen of the app', { app: 'signed-in' }, ({ app }) => {
  it.each(routes)(
    '%s renders its frame with no console error and no serious axe violation',
    async (route, title) => {
      const { page } = app
      await goTo(page, route)
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
      expect(await page.locator('body').innerText()).not.toBe('')
      const isTab = tabPages.has(route)
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(isTab ? 1 : 0)
      if (!isTab && route !== '/pages/sign/index') {
        await page.getByRole('button', { name: 'Back' }).waitFor()
      }
      // Let lazy content and empty states settle before checking them.
      await page.waitForLoadState('networkidle')
      await expectCleanScreen(app, route)
    },
  )

  it('the back arrow returns to the previous screen', async () => {
    const { page } = app
    await goTo(page, '/pages/my/index')
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL(/#\/pages\/my\/index$/)
  })
})
