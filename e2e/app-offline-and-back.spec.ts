import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { formatMoney, type AppConfig, type WalletSummary } from '@app/contracts'
import { expectCleanScreen, goTo } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

const OFFLINE_NOTICE = 'You are offline. Balances are hidden until the connection is back.'

/** The signed-in user's token, as the app stores it. */
const tokenOf = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? '""') as string

/** The three figures of the balance card: Balance, Revenue, Points. */
const balanceFigures = (page: Page) => page.locator('.balance-card .balance-amount').allInnerTexts()

describeJourney('the installed app opens offline and comes back', { app: 'signed-in' }, ({ app, api }) => {
  let balanceText = ''
  /** Every /api reply the page received, and whether the service worker produced it. */
  const apiReplies: { url: string; fromServiceWorker: boolean }[] = []

  it('installs its service worker, which takes control of the page', async () => {
    const { page } = app
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/'))
        apiReplies.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() })
    })
    const { currency } = await api<AppConfig>('/api/config')
    const wallet = await api<WalletSummary>('/api/wallet', { token: await tokenOf(page) })
    balanceText = formatMoney(wallet.balance, currency)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    })
    await expect.poll(() => balanceFigures(page)).toContain(balanceText)
  })

  it('offline, a reload still paints the shell from the cache, with the notice and no balance', async () => {
    const { page, context } = app
    await context.setOffline(true)
    const document = await page.reload()
    expect(document?.fromServiceWorker()).toBe(true)
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor()
    await page.getByText(OFFLINE_NOTICE).waitFor()
    await page.getByText('Could not refresh your balances.').waitFor()
    expect(await balanceFigures(page)).toEqual(['--', '--', '--'])
    expect(await page.locator('#root').innerText()).not.toContain(balanceText)
  })

  it('offline, the wallet tab opens from the cache and shows no figure either', async () => {
    const { page } = app
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Wallet' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor()
    await page.getByText('Could not refresh your balances.').waitFor()
    expect(await balanceFigures(page)).toEqual(['--', '--', '--'])
    expect(await page.locator('#root').innerText()).not.toContain(balanceText)
  })

  it('back online, the notice goes and the live balance shows without a reload', async () => {
    const { page, context } = app
    await context.setOffline(false)
    await expect.poll(() => balanceFigures(page)).toContain(balanceText)
    expect(await page.getByText(OFFLINE_NOTICE).count()).toBe(0)
    expect(await page.getByText('Could not refresh your balances.').count()).toBe(0)
    // Failed requests while offline are the browser's own console errors, not the app's.
    app.errors.length = 0
    await expectCleanScreen(app, 'wallet back online')
  })

  it('on a product, a connection that drops hides the balance offered to pay with, until it is back', async () => {
    const { page, context } = app
    await goTo(page, '/pages/product/detail?id=1')
    await page.getByText(`Available ${balanceText}`).waitFor()
    await context.setOffline(true)
    await page.getByText(OFFLINE_NOTICE).waitFor()
    await expect.poll(() => page.locator('#root').innerText()).not.toContain(balanceText)
    await context.setOffline(false)
    await page.getByText(`Available ${balanceText}`).waitFor()
  })

  it('never answered an /api request from the service worker', () => {
    expect(apiReplies.length).toBeGreaterThan(0)
    expect(apiReplies.filter((reply) => reply.fromServiceWorker)).toEqual([])
  })
})
