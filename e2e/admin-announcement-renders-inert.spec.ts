import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { launchAdminBrowser, type AdminBrowser } from './support/admin-browser.ts'
import {
  chromiumPath,
  expectCleanScreen,
  goTo,
  launchBrowser,
  logIn,
  openPhone,
  seriousAxeViolations,
  type AppBrowser,
  type AppPage,
  toastsGone,
} from './support/browser.ts'
import { startTestServer, type TestServer } from './support/server.ts'

const ADMIN = { username: 'admin', password: 'admin1234' }
const TITLE = 'New rates from Monday'
const HOSTILE_BODY =
  '<p>Rates update</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
  '<a href="javascript:window.__pwned = 3">details</a>'
const PARTNER = 'partner.example'

const webviewRoute = (url: string) => `/pages/webview/index?url=${encodeURIComponent(url)}`

describe.skipIf(!chromiumPath)(
  'an announcement written in the console renders inert in the app; the allow-list admits a partner',
  () => {
    let server: TestServer
    let consoleBrowser: AdminBrowser
    let chrome: AppBrowser
    let admin: Page
    let app: AppPage
    const consoleErrors: string[] = []

    beforeAll(async () => {
      server = await startTestServer()
      consoleBrowser = await launchAdminBrowser()
      const context = await consoleBrowser.browser.newContext({ viewport: { width: 1280, height: 800 } })
      admin = await context.newPage()
      admin.setDefaultTimeout(10_000)
      admin.on('console', (entry) => {
        if (entry.type() === 'error') consoleErrors.push(entry.text())
      })
      admin.on('pageerror', (error) => consoleErrors.push(error.message))

      chrome = await launchBrowser()
      app = await openPhone(chrome.browser, server.url)
      await logIn(app.page)
    })

    afterAll(async () => {
      await consoleBrowser?.close()
      await chrome?.close()
      await server?.close()
    })

    async function openConsolePage(label: string) {
      await admin
        .getByRole('navigation', { name: 'Console pages' })
        .getByRole('link', { name: label })
        .click()
      await admin.getByRole('heading', { level: 1, name: label }).waitFor()
    }

    async function expectConsoleAccessible(where: string) {
      // Colours are judged at rest (spinners, endless animations, are left alone).
      await admin.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity),
      )
      expect(await seriousAxeViolations(admin), `axe on ${where}`).toEqual([])
    }

    async function expectAppClean(where: string) {
      await toastsGone(app.page)
      await expectCleanScreen(app, where)
    }

    const tableRows = () => admin.locator('.ant-table-tbody > tr.ant-table-row')

    it('the admin writes an announcement with hostile markup, sees it stored sanitised, and publishes it', async () => {
      await admin.goto(`${server.url}/admin/#/login`)
      await admin.getByLabel('Username').fill(ADMIN.username)
      await admin.getByLabel('Password').fill(ADMIN.password)
      await admin.getByRole('button', { name: 'Sign in' }).click()
      await admin.getByRole('button', { name: 'Log out' }).waitFor()
      await openConsolePage('Announcements')
      await tableRows().first().waitFor()
      await expectConsoleAccessible('announcements page')

      await admin.getByRole('button', { name: 'Write announcement' }).click()
      const writing = admin.getByRole('dialog', { name: 'Write announcement' })
      await writing.getByLabel('Title').fill(TITLE)
      await writing.getByLabel('Body (HTML)').fill(HOSTILE_BODY)
      await writing.getByRole('button', { name: 'Save draft' }).click()

      // Saved: the dialog now edits the stored announcement and previews the body the server kept.
      const editing = admin.getByRole('dialog', { name: 'Edit announcement' })
      const preview = editing.getByRole('region', { name: 'Saved body preview' })
      await preview.getByText('Rates update').waitFor()
      expect(await preview.locator('script, [onerror], a[href^="javascript:" i]').count()).toBe(0)
      const stored = await editing.getByLabel('Body (HTML)').inputValue()
      expect(stored).toContain('Rates update')
      expect(stored).not.toMatch(/<script|onerror|javascript:/i)
      await expectConsoleAccessible('edit-announcement dialog')
      await editing.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click()
      await editing.waitFor({ state: 'hidden' })

      const row = tableRows().filter({ hasText: TITLE })
      await row.getByText('Draft', { exact: true }).waitFor()
      await row.getByRole('button', { name: `Publish ${TITLE}` }).click()
      await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Publish', exact: true }).click()
      await row.getByText('Published', { exact: true }).waitFor()
      expect(await admin.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
      await expectConsoleAccessible('announcements page after publishing')
    })

    it('the user opens it in the app: the text shows and nothing in it runs', async () => {
      const { page } = app
      await goTo(page, '/pages/index/index')
      await page.getByRole('link', { name: 'News' }).click()
      await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor()
      const item = page.getByRole('link', { name: new RegExp(TITLE) })
      await item.waitFor()
      await expectAppClean('announcements')
      await item.click()

      await page.getByRole('heading', { level: 2, name: TITLE }).waitFor()
      const body = page.locator('.announcement-body')
      await body.getByText('Rates update').waitFor()
      await body.getByText('details').waitFor()
      const details = body.getByRole('link', { name: 'details' })
      if ((await details.count()) > 0) await details.click()
      await expectAppClean('announcement detail')

      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
      expect(await body.locator('script').count()).toBe(0)
      expect(await body.locator('[onerror]').count()).toBe(0)
      expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0)
    })

    it('the admin allows partner.example in the console', async () => {
      await openConsolePage('Web page allow-list')
      await admin.getByLabel('Host', { exact: true }).fill(PARTNER)
      await admin.getByLabel('Note', { exact: true }).fill('E2E partner')
      await admin.getByRole('button', { name: 'Add host' }).click()
      const row = tableRows().filter({ hasText: PARTNER })
      await row.waitFor()
      expect(await row.textContent()).toContain('E2E partner')
      expect(await row.textContent()).toContain(ADMIN.username)
      await expectConsoleAccessible('web page allow-list')
    })

    it('the app frames the partner page and refuses any other host, with no frame', async () => {
      const { page } = app
      // The partner's page, served here instead of the closed network.
      await page.route(`https://${PARTNER}/**`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Partner</title><h1>Partner page</h1>',
        }),
      )
      await goTo(page, webviewRoute(`https://${PARTNER}/`))
      const frame = page.locator('iframe[title="Embedded web page"]')
      await frame.waitFor()
      expect(await frame.getAttribute('src')).toBe(`https://${PARTNER}/`)
      await page
        .frameLocator('iframe[title="Embedded web page"]')
        .getByRole('heading', { name: 'Partner page' })
        .waitFor()
      await expectAppClean('allowed web page')

      await goTo(page, webviewRoute('https://other.example/'))
      await page.getByText('This page cannot be shown').waitFor()
      await page.getByText('This address is not allowed.').waitFor()
      expect(await page.locator('iframe').count()).toBe(0)
      // The refusal is a 400, which Chromium logs as a failed resource: expected here, and only that.
      await expect.poll(() => app.errors.length).toBe(1)
      expect(app.errors[0]).toContain('status of 400')
      app.errors.length = 0
      await expectAppClean('refused web page')
    })

    it('logged no other console errors along the way', () => {
      expect(consoleErrors).toEqual([])
      expect(app.errors).toEqual([])
    })
  },
)
