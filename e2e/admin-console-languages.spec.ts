import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  formatMoney,
  type AppConfig,
  type DashboardReply,
  type RechargeOptions,
  type RechargeRow,
  type SessionReply,
} from '@app/contracts'
import { apiData, chromiumPath, launchBrowser, openBrowserPage, type AppBrowser } from './support/browser.ts'
import { ADMIN, chooseOption, expectAccessible, signIn, type ConsolePage } from './support/console.ts'
import { startTestServer, type TestServer } from './support/server.ts'

/** The console at the size operators use it. */
const WIDE = { width: 1440, height: 900 }
const USER = { phone: '5550100001', password: 'demo1234' }
/** Minor units with four whole digits and cents: grouping and decimals differ in each language. */
const AMOUNT = 1_234_550

/** What each language shows for the same facts: headings, and how a date is written. */
const SHOWN = {
  es: {
    switchName: 'Idioma',
    consolePages: 'Páginas de la consola',
    dashboard: 'Panel',
    recharges: 'Recargas',
    asOf: /^Cifras a \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    date: /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/,
    toCredit: 'Por abonar: ',
  },
  ja: {
    switchName: '言語',
    consolePages: 'コンソールのページ',
    dashboard: 'ダッシュボード',
    recharges: '入金',
    asOf: /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} 時点の数値$/,
    date: /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/,
    toCredit: '入金予定: ',
  },
} as const

/**
 * An operator switches the console to Spanish, then to Japanese: the header's switch, the menu, the
 * dashboard's headings and figures, a money queue, a date picker and a product's translations
 * dialog follow, amounts and dates written the language's way; the choice outlives a reload; each
 * screen stays accessible.
 */
describe.skipIf(!chromiumPath)('operator console in Spanish and Japanese', () => {
  let server: TestServer
  let chrome: AppBrowser
  let operator: ConsolePage
  let currency = ''
  let adminToken = ''
  let recharge: RechargeRow
  const api = <T>(route: string, init?: Parameters<typeof apiData>[2]) => apiData<T>(server.url, route, init)

  beforeAll(async () => {
    server = await startTestServer()
    chrome = await launchBrowser()
    operator = await openBrowserPage(chrome.browser, { viewport: WIDE, baseURL: server.url })
    currency = (await api<AppConfig>('/api/config')).currency
    adminToken = (await api<{ token: string }>('/api/ops/auth/login', { method: 'POST', body: ADMIN })).token
    const userToken = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: USER })).token
    const options = await api<RechargeOptions>('/api/wallet/recharge-options', { token: userToken })
    recharge = await api<RechargeRow>('/api/recharges', {
      method: 'POST',
      token: userToken,
      body: {
        membershipNumber: 'M-E2E-LANG',
        payerAccount: '6222000011113333',
        amount: String(AMOUNT),
        channelId: options.channels[0]?.id ?? 0,
      },
    })
  })

  afterAll(async () => {
    await chrome?.close?.()
    await server?.close?.()
  })

  async function switchTo(page: Page, from: string, language: string) {
    await page.getByRole('combobox', { name: from }).waitFor()
    // The switch is renamed in the language chosen: find it again as the header's one select.
    await chooseOption(page, page.getByRole('banner').getByRole('combobox'), language)
  }

  async function expectDashboard(page: Page, locale: 'es' | 'ja') {
    const shown = SHOWN[locale]
    await page.getByRole('heading', { level: 1, name: shown.dashboard }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
    expect((await page.getByTestId('dashboard-as-of').textContent())?.trim()).toMatch(shown.asOf)
    const board = await api<DashboardReply>('/api/ops/dashboard', { token: adminToken })
    const waiting = board.queues.recharges
    const card = page.getByTestId('waiting-recharges')
    await expect.poll(() => card.textContent()).toContain(String(waiting?.count))
    // The amount waiting to be credited, written the language's way ($12.345,50 / $12,345.50).
    expect(await card.textContent()).toContain(
      `${shown.toCredit}${formatMoney(waiting?.amount ?? '0', currency, locale)}`,
    )
    await expectAccessible(page, `the dashboard in ${locale}`, 'serious')
    // Every page's name in the side menu shows whole, on two lines where the language needs them
    // ("Lista de páginas web permitidas"), not cut at the menu's edge.
    const cut = await page
      .getByRole('navigation', { name: shown.consolePages })
      .locator('.ant-menu-title-content')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      )
    expect(cut).toEqual([])
  }

  async function expectRechargeQueue(page: Page, locale: 'es' | 'ja') {
    const shown = SHOWN[locale]
    await page.getByRole('navigation').getByRole('link', { name: shown.recharges }).click()
    await page.getByRole('heading', { level: 1, name: shown.recharges }).waitFor()
    const row = page.locator('tr', { hasText: recharge.paymentReference })
    await row.waitFor()
    const text = (await row.textContent()) ?? ''
    expect(text).toContain(formatMoney(AMOUNT, currency, locale))
    expect(text).toMatch(shown.date)
    await expectAccessible(page, `the recharge queue in ${locale}`, 'serious')
    await page.getByRole('navigation').getByRole('link', { name: shown.dashboard }).click()
  }

  it('opens in English, as the other journeys rely on', async () => {
    const { page } = operator
    await signIn(page, ADMIN)
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await expect
      .poll(() => page.getByTestId('waiting-recharges').textContent())
      .toContain(formatMoney(AMOUNT, currency, 'en').slice(0, 3))
  })

  it('switches to Spanish: menu, headings, amounts and dates in Spanish, and keeps it after a reload', async () => {
    const { page } = operator
    await switchTo(page, 'Language', 'Español')
    await expectDashboard(page, 'es')
    expect(formatMoney(AMOUNT, currency, 'es')).toContain('12.345,50')
    await expectRechargeQueue(page, 'es')
    await page.reload()
    await expectDashboard(page, 'es')
    await expect(page.getByRole('button', { name: 'Cerrar sesión' }).isVisible()).resolves.toBe(true)
  })

  it("shows a product's translations dialog in Spanish, the app's preview beside it", async () => {
    const { page } = operator
    await page.getByRole('navigation').getByRole('link', { name: 'Productos' }).click()
    await page.getByRole('heading', { level: 1, name: 'Productos' }).waitFor()
    await page.getByRole('button', { name: 'Traducciones de Starter Savings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Traducciones de Starter Savings' })
    await dialog
      .getByRole('region', { name: 'Nombre (Español) en inglés' })
      .getByText('Starter Savings')
      .waitFor()
    await dialog.getByRole('region', { name: 'Vista previa en la app' }).waitFor()
    await dialog.getByRole('button', { name: 'Guardar Español' }).waitFor()
    await expectAccessible(page, 'the translations dialog in es', 'serious')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('navigation').getByRole('link', { name: SHOWN.es.dashboard }).click()
  })

  it("shows a date picker's months and weekdays in Spanish, weeks starting on Monday", async () => {
    const { page } = operator
    await page.getByRole('navigation').getByRole('link', { name: 'Códigos de canje' }).click()
    await page.getByRole('heading', { level: 1, name: 'Códigos de canje' }).waitFor()
    await page.getByLabel('Caduca el').click()
    const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')
    await panel.waitFor()
    expect(await panel.locator('thead th').allTextContents()).toEqual([
      'Lun',
      'Mar',
      'Mié',
      'Jue',
      'Vie',
      'Sáb',
      'Dom',
    ])
    const months = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic']
    expect(months).toContain(await panel.locator('.ant-picker-month-btn').textContent())
    await page.keyboard.press('Escape')
    await page.getByRole('navigation').getByRole('link', { name: SHOWN.es.dashboard }).click()
  })

  it('switches to Japanese in the same way', async () => {
    const { page } = operator
    await switchTo(page, SHOWN.es.switchName, '日本語')
    await expectDashboard(page, 'ja')
    await expectRechargeQueue(page, 'ja')
    await switchTo(page, SHOWN.ja.switchName, 'English')
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    expect(operator.errors).toEqual([])
  })
})
