import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectCleanScreen, goTo } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

/** The main pages, with the title their header shows (English). */
const mainPages: [string, string][] = [
  ['/pages/index/index', 'Harvest'],
  ['/pages/product/index', 'Products'],
  ['/pages/product/detail?id=1', 'Product detail'],
  ['/pages/wallet/index', 'Wallet'],
  ['/pages/my/index', 'My'],
  ['/pages/my/settings', 'Settings'],
]

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)
const pageColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.getElementById('root') ?? document.body).backgroundColor)
const canvasColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)

/**
 * A theme follows the phone through a media-query listener and the colours through CSS: read them
 * until they settle, since a busy machine may run the listener after the next read.
 */
const SETTLED = { timeout: 5_000 }

const DARK_PAGE = 'rgb(16, 18, 22)'
const LIGHT_PAGE = 'rgb(243, 245, 249)'

describeJourney(
  'dark mode follows the phone, and the switch in Settings',
  { app: 'signed-in' },
  (journey) => {
    it.each(mainPages)('%s is dark on a dark phone, with no serious axe violation', async (route, title) => {
      const { app } = journey
      await app.page.emulateMedia({ colorScheme: 'dark' })
      await goTo(app.page, route)
      await app.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
      await expect.poll(() => theme(app.page), SETTLED).toBe('dark')
      await expect.poll(() => pageColour(app.page), SETTLED).toBe(DARK_PAGE)
      await app.page.waitForLoadState('networkidle')
      await expectCleanScreen(app, `${route} (dark)`)
    })

    it('choosing Dark in Settings keeps the app dark after a reload while the phone is light', async () => {
      const { page } = journey.app
      await page.emulateMedia({ colorScheme: 'light' })
      await goTo(page, '/pages/my/settings')
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
      await expect.poll(() => theme(page), SETTLED).toBe('light')
      await expect.poll(() => pageColour(page), SETTLED).toBe(LIGHT_PAGE)
      expect(await page.getByRole('radio', { name: 'System' }).isChecked()).toBe(true)

      await page.getByText('Dark', { exact: true }).click()
      await expect.poll(() => theme(page), SETTLED).toBe('dark')
      await expect.poll(() => pageColour(page), SETTLED).toBe(DARK_PAGE)

      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
      await expect.poll(() => theme(page), SETTLED).toBe('dark')
      await expect.poll(() => pageColour(page), SETTLED).toBe(DARK_PAGE)
      expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true)
      await page.waitForLoadState('networkidle')
      await expectCleanScreen(journey.app, 'settings (dark chosen, light phone)')

      // And back: Light on a dark phone.
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.getByText('Light', { exact: true }).click()
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
      await expect.poll(() => theme(page), SETTLED).toBe('light')
      await expect.poll(() => pageColour(page), SETTLED).toBe(LIGHT_PAGE)
    })

    it('the page applies the stored choice itself, before any of the app’s scripts has arrived', async () => {
      const phone = await journey.openPhone()
      try {
        await phone.context.addInitScript(() => localStorage.setItem('theme', JSON.stringify('dark')))
        // Only the page and its stylesheet: no white first paint while the app's files are on the way.
        await phone.page.route('**/assets/*.js', (route) => route.abort())
        await phone.page.goto('/')
        await expect.poll(() => theme(phone.page), SETTLED).toBe('dark')
        await expect.poll(() => canvasColour(phone.page), SETTLED).toBe('rgb(0, 0, 0)')
        await expect.poll(() => pageColour(phone.page), SETTLED).toBe(DARK_PAGE)
        const themeColour = await phone.page.evaluate(
          () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content,
        )
        expect(themeColour).toBe('#101216')
      } finally {
        await phone.context.close()
      }
    })
  },
)
