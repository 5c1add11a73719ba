import { expect, it } from 'vitest'
import { callApi, expectToast, goTo, logIn } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

const storedSession = () => ({
  token: localStorage.getItem('token'),
  userInfo: localStorage.getItem('userInfo'),
})

describeJourney('pages that need a login send a logged-out user to sign in', ({ server, openPhone }) => {
  it('says Please log in first, goes to the sign page after about a second, and comes back after login', async () => {
    const { page, context } = await openPhone()
    await goTo(page, '/pages/index/index')
    // Timed inside the page, from the tap to the new address (a busy test machine is slow to see
    // either moment from outside, and the toast may mount after the one-second timer started).
    await page.evaluate(() => {
      const marks: { tap?: number; sign?: number } = {}
      ;(window as unknown as { marks: typeof marks }).marks = marks
      document.addEventListener('click', () => (marks.tap ??= performance.now()), { capture: true })
      const timer = setInterval(() => {
        if (!marks.sign && location.hash.startsWith('#/pages/sign/index')) {
          marks.sign = performance.now()
          clearInterval(timer)
        }
      }, 5)
    })
    await page.getByRole('link', { name: 'My', exact: true }).click()
    await expectToast(page, 'Please log in first')
    await page.waitForURL(/#\/pages\/sign\/index\?redirect=/)
    // The page's own 5 ms timer stamps the new address; wait for its next tick.
    await page.waitForFunction(() => (window as unknown as { marks: { sign?: number } }).marks.sign)
    const marks = await page.evaluate(
      () => (window as unknown as { marks: { tap: number; sign: number } }).marks,
    )
    expect(marks.sign - marks.tap).toBeGreaterThanOrEqual(900)

    await page.getByLabel('Phone number').fill('5550100001')
    await page.getByLabel('Password', { exact: true }).fill('demo1234')
    await page.locator('form').getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(/#\/pages\/my\/index$/)
    await page.getByText('Demo User').waitFor()
    await context.close()
  })

  it('logs out from settings: token revoked, device cleared, sign page shown', async () => {
    const { page, context } = await openPhone()
    await logIn(page)
    const token = JSON.parse((await page.evaluate(storedSession)).token ?? '""') as string
    await goTo(page, '/pages/my/settings')
    await page.getByText('1.0.1 (100)').waitFor()
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL(/#\/pages\/sign\/index$/)
    expect(await page.evaluate(storedSession)).toEqual({ token: null, userInfo: null })
    const after = await callApi(server.url, '/api/user/info', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(after.status).toBe(401)
    await context.close()
  })

  it('a token revoked elsewhere: the next call answers 401 and the app goes to the sign page', async () => {
    const { page, context } = await openPhone()
    await logIn(page)
    const token = JSON.parse((await page.evaluate(storedSession)).token ?? '""') as string
    const revoked = await callApi(server.url, '/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(revoked.status).toBe(200)
    await goTo(page, '/pages/my/index')
    // The toast shows with the 401, before the move, and for two seconds only: both are waited
    // for at once, so a slow look at the address cannot miss it.
    await Promise.all([
      page.waitForURL(/#\/pages\/sign\/index\?redirect=%2Fpages%2Fmy%2Findex$/),
      expectToast(page, 'Please log in first'),
    ])
    expect(await page.evaluate(storedSession)).toEqual({ token: null, userInfo: null })
    await context.close()
  })

  it('a token revoked while the app sits open: the live connection notices, the app says so and goes to the sign page', async () => {
    const { page, context } = await openPhone()
    await logIn(page)
    const token = JSON.parse((await page.evaluate(storedSession)).token ?? '""') as string
    const revoked = await callApi(server.url, '/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(revoked.status).toBe(200)
    // No step of the user's: the server closes the revoked session's socket, and the app's quiet
    // background check that follows must still tell the user why they are signed out.
    await Promise.all([
      page.waitForURL(/#\/pages\/sign\/index\?redirect=%2Fpages%2Findex%2Findex$/, { timeout: 15_000 }),
      expectToast(page, 'Please log in first'),
    ])
    expect(await page.evaluate(storedSession)).toEqual({ token: null, userInfo: null })
    await context.close()
  })
})
