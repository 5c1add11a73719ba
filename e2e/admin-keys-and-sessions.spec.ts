import { expect, it } from 'vitest'
import { totpCode, totpStep } from '../server/src/lib/totp.ts'
import { ADMIN, expectAccessible, openPage, signIn } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

describeJourney(
  "operator console: the session stays out of scripts' reach, and sign-in takes a second factor",
  { console: true },
  ({ server, operator }) => {
    it("keeps the console's session in an HttpOnly cookie no page of the app can read", async () => {
      const { page, context } = operator
      await signIn(page, ADMIN)
      const cookies = await context.cookies(`${server.url}/api/ops/me`)
      const session = cookies.find((c) => c.name === 'ops_session')
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/ops' })
      const token = session?.value ?? ''
      expect(token.length).toBeGreaterThan(15)

      const readable = () =>
        page.evaluate(() => ({
          cookie: document.cookie,
          storage: Object.entries(localStorage).map(([key, value]) => `${key}=${value}`),
        }))
      const inConsole = await readable()
      expect(inConsole.cookie).not.toContain(token)
      expect(inConsole.storage.join('\n')).not.toContain(token)
      expect(await page.evaluate(() => localStorage.getItem('opsToken'))).toBeNull()

      // The app's own page, on the same origin, finds no operator token anywhere it can look.
      await page.goto(`${server.url}/`)
      await page.waitForLoadState('load')
      const inApp = await readable()
      expect(inApp.cookie).toBe('')
      expect(inApp.storage.join('\n')).not.toContain(token)
      expect(await page.evaluate(() => localStorage.getItem('opsToken'))).toBeNull()

      // Back in the console, the cookie still signs the operator in.
      await page.goto(`${server.url}/admin/`)
      await page.getByRole('button', { name: 'Log out' }).waitFor()
    })

    it('sets up two-factor sign-in, then asks for the code at sign-in', async () => {
      const { page } = operator
      await openPage(page, 'Two-factor sign-in')
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
      const secret = (await page.getByTestId('totp-secret').locator('code').textContent()) ?? ''
      expect(secret).toMatch(/^[A-Z2-7]{32}$/)
      expect(await page.getByTestId('totp-uri').getAttribute('href')).toMatch(/^otpauth:\/\/totp\//)
      await expectAccessible(page, 'two-factor set-up')
      const step = totpStep(Date.now() / 1000)
      await page.getByLabel('Code from the app').fill(totpCode(secret, step))
      await page.getByRole('button', { name: 'Turn on' }).click()
      await page.getByText('Two-factor sign-in is on').waitFor()

      await page.getByRole('button', { name: 'Log out' }).click()
      await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor()
      await page.getByLabel('Username').fill(ADMIN.username)
      await page.getByLabel('Password').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      const codeField = page.getByLabel('Authenticator code')
      await codeField.waitFor()
      // The code used to turn it on is spent; the next step's code (a phone a little ahead) signs in.
      await codeField.fill(totpCode(secret, step))
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByText('The authenticator code is incorrect or was already used.').first().waitFor()
      await codeField.fill(totpCode(secret, step + 1))
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('button', { name: 'Log out' }).waitFor()
      expect(operator.errors.filter((e) => !/40[013]|Failed to load resource/.test(e))).toEqual([])
    })
  },
)
