/**
 * Screenshots of the app's main screens for `docs/screens/`, in every language, light and dark, on
 * an emulated phone (`openPhone`), signed in as the demo user on a fresh server with the demo data:
 *
 *     npm run docs:screens
 *
 * Run it again whenever one of these pages changes; the README links the files.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { closeBrowser, goTo, launchBrowser, logIn, openPhone } from './support/browser.ts'
import { startTestServer } from './support/server.ts'

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screens')
const LOCALES = ['en', 'es', 'ja'] as const
const THEMES = ['light', 'dark'] as const

/** The screens, each reached as a user reaches it, and settled before the picture is taken. */
const SCREENS: { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'home', open: (page) => goTo(page, '/pages/index/index') },
  { name: 'wallet', open: (page) => goTo(page, '/pages/wallet/index') },
  { name: 'my-products', open: (page) => goTo(page, '/pages/my/myProduct') },
  { name: 'product-detail', open: (page) => goTo(page, '/pages/product/detail?id=1') },
  { name: 'recharge', open: (page) => goTo(page, '/pages/wallet/rechargeCreate') },
  { name: 'withdraw', open: (page) => goTo(page, '/pages/wallet/withdrawCreate') },
  { name: 'activity', open: (page) => goTo(page, '/pages/wallet/records') },
  {
    name: 'activity-detail',
    open: async (page) => {
      await goTo(page, '/pages/wallet/records')
      await page.locator('a[href*="recordsDetail"]').first().click()
    },
  },
]

/** Language and theme as Settings stores them, applied by a reload. */
async function choose(page: Page, locale: string, theme: string): Promise<void> {
  await page.evaluate(
    ([l, t]) => {
      localStorage.setItem('locale', JSON.stringify(l))
      localStorage.setItem('theme', JSON.stringify(t))
    },
    [locale, theme],
  )
  await page.reload()
}

async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor()
  await page.waitForLoadState('networkidle')
  // Fonts and the last transitions.
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(300)
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true })
  const server = await startTestServer()
  const chromium = await launchBrowser()
  try {
    const app = await openPhone(chromium.browser, server.url)
    await logIn(app.page)
    for (const locale of LOCALES)
      for (const theme of THEMES) {
        await choose(app.page, locale, theme)
        for (const screen of SCREENS) {
          await screen.open(app.page)
          await settle(app.page)
          const file = path.join(OUT, `${screen.name}-${locale}-${theme}.png`)
          await app.page.screenshot({ path: file })
          console.log(path.relative(process.cwd(), file))
        }
      }
    if (app.errors.length > 0) throw new Error(`console errors: ${app.errors.join('; ')}`)
  } finally {
    await chromium.close()
    await closeBrowser()
    await server.close()
  }
}

await main()
