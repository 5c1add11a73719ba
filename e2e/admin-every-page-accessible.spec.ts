import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withdrawalFee, type RechargeOptions, type SessionReply, type WithdrawOptions } from '@app/contracts'
import {
  apiData,
  chromiumPath,
  DEMO_USER,
  launchBrowser,
  openBrowserPage,
  seriousAxeViolations,
  type AppBrowser,
} from './support/browser.ts'
import { ADMIN, menuLabels, openPage, signIn, type ConsolePage } from './support/console.ts'
import { startTestServer, type TestServer } from './support/server.ts'

/**
 * Every console page, as the admin (who may open all of them) reaches it from the menu at 1440×900,
 * and a user's page, have no serious or critical accessibility violation (axe-core, WCAG 2.1 A/AA);
 * nor has sign-in.
 */
describe.skipIf(!chromiumPath)('operator console: every page is accessible', () => {
  let server: TestServer
  let chrome: AppBrowser
  let operator: ConsolePage

  beforeAll(async () => {
    server = await startTestServer()
    chrome = await launchBrowser()
    operator = await openBrowserPage(chrome.browser, {
      viewport: { width: 1440, height: 900 },
      baseURL: server.url,
    })
  })

  afterAll(async () => {
    await chrome?.close?.()
    await server?.close?.()
  })

  /** The screen once its data has arrived and nothing moves. */
  async function settledViolations(): Promise<string[]> {
    const { page } = operator
    await page.waitForLoadState('networkidle')
    await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' })
    return seriousAxeViolations(page)
  }

  it('the sign-in page', async () => {
    await operator.page.goto('/admin/#/login')
    await operator.page.getByRole('heading', { name: 'Operator sign-in' }).waitFor()
    expect(await settledViolations()).toEqual([])
  })

  it('every page in the menu', { timeout: 180_000 }, async () => {
    const { page } = operator
    await signIn(page, ADMIN)
    const labels = await menuLabels(page)
    expect(labels.length).toBeGreaterThan(15)
    const found: Record<string, string[]> = {}
    for (const label of labels) {
      await openPage(page, label)
      const violations = await settledViolations()
      if (violations.length > 0) found[label] = violations
    }
    // A user's page is reached from the user list, not the menu.
    await openPage(page, 'Users')
    await page
      .getByRole('link', { name: /^User page of / })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: /· member \d+$/ }).waitFor()
    const onUserPage = await settledViolations()
    if (onUserPage.length > 0) found['User page'] = onUserPage
    // The language page's key table is in the menu's pass; its whole-file editor opens under Advanced.
    await openPage(page, 'Language packages')
    await page.getByRole('button', { name: 'Advanced: import or edit the whole file' }).click()
    await page.getByLabel('Language file (es.json)').waitFor()
    const onWholeFile = await settledViolations()
    if (onWholeFile.length > 0) found['Language packages, whole file'] = onWholeFile
    // Translations open in dialogs from the rows of products, announcements and wallet types.
    const dialogs = [
      ['Products', 'Translations of Starter Savings'],
      ['Announcements', 'Translations of Welcome to Harvest'],
      ['Payment settings', 'Translations of Bank transfer'],
    ] as const
    for (const [label, button] of dialogs) {
      await openPage(page, label)
      await page.getByRole('button', { name: button }).click()
      await page
        .getByRole('dialog', { name: button })
        .getByRole('button', { name: /^Save / })
        .waitFor()
      const inDialog = await settledViolations()
      if (inDialog.length > 0) found[button] = inDialog
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: button }).waitFor({ state: 'detached' })
    }
    expect(found).toEqual({})
    expect(operator.errors).toEqual([])
  })

  /**
   * What sticks out of a 1440×900 screen: each table wider than its region (it would scroll
   * sideways), and each control of the page's main part past the window's right edge.
   */
  async function overflow(): Promise<string[]> {
    const { page } = operator
    await page.waitForLoadState('networkidle')
    await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' })
    return page.evaluate(() => {
      const found: string[] = []
      for (const region of document.querySelectorAll('main [role=region]'))
        if (region.scrollWidth > region.clientWidth + 1)
          found.push(
            `table "${region.getAttribute('aria-label')}" ${region.scrollWidth} > ${region.clientWidth}`,
          )
      for (const control of document.querySelectorAll('main button, main a, main input'))
        if (control.getBoundingClientRect().right > window.innerWidth)
          found.push(`"${control.getAttribute('aria-label') ?? control.textContent}" past the edge`)
      return found
    })
  }

  it(
    'every page fits 1440×900 with its actions in view, the money queues with pending rows',
    { timeout: 180_000 },
    async () => {
      // A pending recharge and withdrawal, so the queues show their action columns.
      const api = <T>(route: string, init?: Parameters<typeof apiData>[2]) =>
        apiData<T>(server.url, route, init)
      const token = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: DEMO_USER })).token
      const options = await api<RechargeOptions>('/api/wallet/recharge-options', { token })
      const body = {
        membershipNumber: '1',
        payerAccount: 'DE89370400440532013000',
        amount: '50000',
        channelId: options.channels[0]?.id ?? 0,
      }
      await api('/api/recharges', { method: 'POST', token, body })
      const receipt = { accountNumber: '4455667788', receiverName: 'Demo User', method: 'Bank transfer' }
      await api('/api/account/receipt', {
        method: 'PUT',
        token,
        body: { ...receipt, password: DEMO_USER.password },
      })
      const { feeRateBp } = await api<WithdrawOptions>('/api/wallet/withdraw-options', { token })
      const fee = withdrawalFee(10_000, feeRateBp)
      await api('/api/withdrawals', {
        method: 'POST',
        token,
        body: {
          amount: '10000',
          wallet: 'balance',
          expectedFee: String(fee),
          expectedActual: String(10_000 - fee),
          password: DEMO_USER.password,
        },
      })

      const { page } = operator
      const labels = await menuLabels(page)
      const found: Record<string, string[]> = {}
      for (const label of labels) {
        await openPage(page, label)
        const outside = await overflow()
        if (outside.length > 0) found[label] = outside
      }
      for (const queue of ['Recharges', 'Withdrawals']) {
        await openPage(page, queue)
        await page
          .getByRole('button', { name: /^(Confirm recharge|Complete withdrawal) \d+$/ })
          .first()
          .waitFor()
        const outside = await overflow()
        if (outside.length > 0) found[`${queue}, pending`] = outside
      }
      await openPage(page, 'Users')
      await page
        .getByRole('link', { name: /^User page of / })
        .first()
        .click()
      await page.getByRole('heading', { level: 1, name: /· member \d+$/ }).waitFor()
      const onUserPage = await overflow()
      if (onUserPage.length > 0) found['User page'] = onUserPage
      expect(found).toEqual({})
    },
  )
})
