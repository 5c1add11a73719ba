import { expect, it } from 'vitest'
import { expectCleanScreenAfterToasts, goTo } from './support/browser.ts'
import { ADMIN, expectAccessible, openedDialog, openPage, signIn } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

const TITLE = 'New rates from Monday'
const HOSTILE_BODY =
  '<p>Rates update</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
  '<a href="javascript:window.__pwned = 3">details</a>'
const PARTNER = 'partner.example'

const webviewRoute = (url: string) => `/pages/webview/index?url=${encodeURIComponent(url)}`

describeJourney(
  'an announcement written in the console renders inert in the app; the allow-list admits a partner',
  { app: 'signed-in', console: true },
  ({ app, operator }) => {
    const tableRows = () => operator.page.locator('.ant-table-tbody > tr.ant-table-row')
    // The console screens are judged as the app's are here: serious and critical violations fail.
    const expectConsoleAccessible = (where: string) => expectAccessible(operator.page, where, 'serious')

    it('the admin writes an announcement with hostile markup, sees it stored sanitised, and publishes it', async () => {
      const { page: admin } = operator
      await signIn(admin, ADMIN)
      await openPage(admin, 'Announcements')
      await tableRows().first().waitFor()
      await expectConsoleAccessible('announcements page')

      await admin.getByRole('button', { name: 'Write announcement' }).click()
      const writing = await openedDialog(admin, 'Write announcement')
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
      await expectCleanScreenAfterToasts(app, 'announcements')
      await item.click()

      await page.getByRole('heading', { level: 2, name: TITLE }).waitFor()
      const body = page.locator('.announcement-body')
      await body.getByText('Rates update').waitFor()
      await body.getByText('details').waitFor()
      const details = body.getByRole('link', { name: 'details' })
      if ((await details.count()) > 0) await details.click()
      await expectCleanScreenAfterToasts(app, 'announcement detail')

      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
      expect(await body.locator('script').count()).toBe(0)
      expect(await body.locator('[onerror]').count()).toBe(0)
      expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0)
    })

    it('the admin allows partner.example in the console', async () => {
      const { page: admin } = operator
      await openPage(admin, 'Web page allow-list')
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
      // A page keeps the content-security policy it was loaded with: the app loads again to frame
      // a host allowed since.
      await page.reload()
      await goTo(page, webviewRoute(`https://${PARTNER}/`))
      const frame = page.locator('iframe[title="Embedded web page"]')
      await frame.waitFor()
      expect(await frame.getAttribute('src')).toBe(`https://${PARTNER}/`)
      await page
        .frameLocator('iframe[title="Embedded web page"]')
        .getByRole('heading', { name: 'Partner page' })
        .waitFor()
      await expectCleanScreenAfterToasts(app, 'allowed web page')

      await goTo(page, webviewRoute('https://other.example/'))
      await page.getByText('This page cannot be shown').waitFor()
      await page.getByText('This address is not allowed.').waitFor()
      expect(await page.locator('iframe').count()).toBe(0)
      // The refusal is a 400, which Chromium logs as a failed resource: expected here, and only that.
      await expect.poll(() => app.errors.length).toBe(1)
      expect(app.errors[0]).toContain('status of 400')
      app.errors.length = 0
      await expectCleanScreenAfterToasts(app, 'refused web page')
    })

    it('logged no other console errors along the way', () => {
      expect(operator.errors).toEqual([])
      expect(app.errors).toEqual([])
    })
  },
)
