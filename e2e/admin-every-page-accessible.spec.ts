import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chromiumPath,
  launchBrowser,
  openBrowserPage,
  seriousAxeViolations,
  type AppBrowser,
} from './support/browser.ts'
import { ADMIN, openPage, signIn, type ConsolePage } from './support/console.ts'
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
    const labels = await page
      .getByRole('navigation', { name: 'Console pages' })
      .getByRole('link')
      .allTextContents()
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
})
