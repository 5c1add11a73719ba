import { expect, it } from 'vitest'
import { callApi, expectCleanScreenAfterToasts, expectToast, goTo } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

describeJourney(
  'the demo user invites friends, reads the news and opens a partner page',
  { app: 'signed-in', permissions: ['clipboard-read', 'clipboard-write'] },
  ({ server, app, openPhone }) => {
    it('team: copies the code and the sign-up link, and lists each level with masked phones', async () => {
      const { page } = app
      await goTo(page, '/pages/my/index')
      await page.getByRole('link', { name: 'My team' }).click()
      await page.getByRole('heading', { level: 1, name: 'My team' }).waitFor()
      await page.getByText('DEMO2026', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Copy invitation code' }).click()
      await expectToast(page, 'Copied successfully, please send to your friends.')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEMO2026')
      await page.getByRole('button', { name: 'Copy sign-up link' }).click()
      const link = await page.evaluate(() => navigator.clipboard.readText())
      expect(link).toBe(`${server.url}/#/pages/sign/index?code=DEMO2026`)

      const levelOne = page.getByRole('button', { name: 'Level 1 (2)' })
      expect(await levelOne.getAttribute('aria-pressed')).toBe('true')
      await page.getByText('555****0003').waitFor()
      await page.getByRole('button', { name: 'Level 2 (1)' }).click()
      await page
        .getByRole('article')
        .first()
        .getByText(/^555\*{4}\d{4}$/)
        .waitFor()
      expect(await page.getByRole('article').count()).toBe(1)
      await expectCleanScreenAfterToasts(app, 'team')

      // A browser that refuses both ways of copying gets the spec's failure message.
      await page.evaluate(() => {
        Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
        document.execCommand = () => false
      })
      await page.getByRole('button', { name: 'Copy invitation code' }).click()
      await expectToast(page, 'Copy failed, please try again.')

      // The shared link opens sign-up with the code filled in.
      const friend = await openPhone()
      await friend.page.goto(link)
      await friend.page.getByRole('heading', { name: 'Create your account' }).waitFor()
      expect(await friend.page.getByLabel('Invitation code').inputValue()).toBe('DEMO2026')
      await friend.context.close()
    })

    it('announcements: the latest on home, unread marks in the list, read once opened', async () => {
      const { page } = app
      await goTo(page, '/pages/index/index')
      await page.getByRole('link', { name: /^Latest announcement: Redeem your welcome gift/ }).waitFor()
      await page.getByRole('link', { name: 'News' }).click()
      await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor()
      const welcome = page.getByRole('link', { name: /Welcome to Harvest/ })
      expect(await welcome.innerText()).toContain('Pinned')
      await page.getByRole('link', { name: /^Unread: Welcome to Harvest/ }).waitFor()
      await expectCleanScreenAfterToasts(app, 'announcements')
      await welcome.click()
      await page.getByRole('heading', { level: 1, name: 'Announcement' }).waitFor()
      await page.getByRole('heading', { level: 2, name: 'Welcome to Harvest' }).waitFor()
      await page.getByText('full payout schedule').waitFor()
      expect(await page.locator('.announcement-body script').count()).toBe(0)
      await expectCleanScreenAfterToasts(app, 'announcement detail')
      await page.getByRole('button', { name: 'Back' }).click()
      await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor()
      await page.getByRole('link', { name: /^Welcome to Harvest/ }).waitFor()
      await page.getByRole('link', { name: /^Unread: Redeem your welcome gift/ }).waitFor()
    })

    it('web page: frames only an allow-listed https address; any other shows why, and no frame', async () => {
      const { page } = app
      await goTo(page, `/pages/webview/index?url=${encodeURIComponent('https://elsewhere.example/pay')}`)
      await page.getByText('This page cannot be shown').waitFor()
      await page.getByText('This address is not allowed.').waitFor()
      expect(await page.locator('iframe').count()).toBe(0)
      await goTo(page, `/pages/webview/index?url=${encodeURIComponent('http://pay.example.com/')}`)
      await page.getByText('The address must start with https://').waitFor()
      expect(await page.locator('iframe').count()).toBe(0)
      // Both refusals are 400s, which Chromium logs as failed resources: expected here, and only those.
      await expect.poll(() => app.errors.length).toBe(2)
      expect(app.errors.every((error) => error.includes('status of 400'))).toBe(true)
      app.errors.length = 0
      await expectCleanScreenAfterToasts(app, 'refused web page')

      const operator = await callApi<{ data: { token: string } }>(server.url, '/api/ops/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
      })
      const added = await callApi(server.url, '/api/ops/webview-hosts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${operator.body.data.token}` },
        body: JSON.stringify({ host: 'pay.example.com' }),
      })
      expect(added.status).toBe(200)
      // The partner's page, served here instead of the closed network.
      await page.route('https://pay.example.com/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Pay</title><h1>Partner checkout</h1>',
        }),
      )
      // A page keeps the content-security policy it was loaded with: the app loads again to frame
      // a host allowed since (from the home page: reloading the refused address would check it again).
      await goTo(page, '/pages/index/index')
      await page.reload()
      await goTo(page, `/pages/webview/index?url=${encodeURIComponent('https://pay.example.com/checkout')}`)
      const frame = page.frameLocator('iframe[title="Embedded web page"]')
      await frame.getByRole('heading', { name: 'Partner checkout' }).waitFor()
      expect(app.errors).toEqual([])
    })
  },
)
