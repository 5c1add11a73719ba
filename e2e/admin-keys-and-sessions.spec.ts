import { expect, it } from 'vitest'
import type { MoneySettings, RechargeOptions, RechargeRow, SessionReply, WalletSummary } from '@app/contracts'
import { totpCode, totpStep } from '../server/src/lib/totp.ts'
import { ADMIN, expectAccessible, openedDialog, openPage, signIn } from './support/console.ts'
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

    it('sets up two-factor sign-in from a QR code drawn in the console, then asks for the code at sign-in', async () => {
      const { page } = operator
      // The QR code is made in the page: nothing leaves for another host while it is drawn.
      const elsewhere: string[] = []
      page.on('request', (request) => {
        if (!request.url().startsWith(server.url) && !request.url().startsWith('data:'))
          elsewhere.push(request.url())
      })
      await openPage(page, 'Two-factor sign-in')
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
      const qr = page.getByRole('img', { name: 'QR code to scan with the authenticator app' })
      await qr.waitFor()
      // Drawn on a canvas in the page: square, large enough for a phone's camera, and a code's
      // mix of dark and light modules (a blank or failed drawing would be all one colour).
      const canvas = qr
      const box = await canvas.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(150)
      expect(box?.height).toBe(box?.width)
      const dark = await canvas.evaluate((element) => {
        const c = element as HTMLCanvasElement
        const pixels =
          c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray()
        let count = 0
        for (let i = 0; i < pixels.length; i += 4)
          if ((pixels[i + 3] ?? 0) > 128 && (pixels[i] ?? 255) < 128) count++
        return count / (pixels.length / 4)
      })
      expect(dark).toBeGreaterThan(0.25)
      expect(dark).toBeLessThan(0.75)
      const secret = (await page.getByTestId('totp-secret').locator('code').textContent()) ?? ''
      expect(secret).toMatch(/^[A-Z2-7]{32}$/)
      expect(await page.getByTestId('totp-uri').getAttribute('href')).toMatch(/^otpauth:\/\/totp\//)
      await expectAccessible(page, 'two-factor set-up')
      const step = totpStep(Date.now() / 1000)
      await page.getByLabel('Code from the app').fill(totpCode(secret, step))
      await page.getByRole('button', { name: 'Turn on' }).click()

      // Ten recovery codes, shown this once.
      const shown = page.getByTestId('recovery-codes')
      await shown.getByText('Save your recovery codes now').waitFor()
      const codes = (await shown.locator('li').allTextContents()).map((c) => c.trim())
      expect(codes).toHaveLength(10)
      for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/)
      await expectAccessible(page, 'recovery codes')
      await shown.getByRole('button', { name: 'I have saved them' }).click()
      await page.getByText('Two-factor sign-in is on').waitFor()
      await page.getByText('10 of 10 recovery codes left.').waitFor()
      expect(elsewhere).toEqual([])

      await page.getByRole('button', { name: 'Log out' }).click()
      await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor()
      await page.getByLabel('Username').fill(ADMIN.username)
      await page.getByLabel('Password').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      const codeField = page.getByLabel('Authenticator or recovery code')
      await codeField.waitFor()
      // The code used to turn it on is spent; the next step's code (a phone a little ahead) signs in.
      await codeField.fill(totpCode(secret, step))
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByText('The code is incorrect or was already used.').first().waitFor()
      await codeField.fill(totpCode(secret, step + 1))
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('button', { name: 'Log out' }).waitFor()

      // The phone is lost: a recovery code, typed in lower case, signs in once.
      const [first = ''] = codes
      await page.getByRole('button', { name: 'Log out' }).click()
      await page.getByLabel('Username').fill(ADMIN.username)
      await page.getByLabel('Password').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await codeField.fill(first.toLowerCase())
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('button', { name: 'Log out' }).waitFor()
      await openPage(page, 'Two-factor sign-in')
      await page.getByText('9 of 10 recovery codes left.').waitFor()

      // The same code a second time is refused.
      await page.getByRole('button', { name: 'Log out' }).click()
      await page.getByLabel('Username').fill(ADMIN.username)
      await page.getByLabel('Password').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await codeField.fill(first)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByText('The code is incorrect or was already used.').first().waitFor()
      expect(operator.errors.filter((e) => !/40[013]|Failed to load resource/.test(e))).toEqual([])
    })
  },
)

const USER = { phone: '5550100001', password: 'demo1234' }
const FINANCE = { username: 'fiona.finance', password: 'finance-pass-2026' }

describeJourney(
  'operator console: a recharge above the approval cap waits for a second operator',
  { console: true },
  ({ operator, api }) => {
    let recharge: RechargeRow
    let userToken = ''
    let balanceBefore = 0

    it('the admin sets the cap and the user declares a recharge above it', async () => {
      const admin = await api<SessionReply>('/api/ops/auth/login', { method: 'POST', body: ADMIN })
      const settings = await api<MoneySettings>('/api/ops/money-settings', { token: admin.token })
      await api('/api/ops/money-settings', {
        method: 'PUT',
        token: admin.token,
        body: { ...settings, approvalCap: '100000' },
      })
      await api('/api/ops/operators', {
        method: 'POST',
        token: admin.token,
        body: { ...FINANCE, role: 'finance' },
      })
      userToken = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: USER })).token
      balanceBefore = Number((await api<WalletSummary>('/api/wallet', { token: userToken })).balance)
      const options = await api<RechargeOptions>('/api/wallet/recharge-options', { token: userToken })
      const body = {
        membershipNumber: 'M-E2E-0002',
        payerAccount: '6222000099997777',
        amount: '250000',
        channelId: options.channels[0]?.id ?? 0,
      }
      recharge = await api<RechargeRow>('/api/recharges', { method: 'POST', token: userToken, body })
    })

    it("the admin's confirm only asks; the console shows it awaiting a second approval, asked by the admin", async () => {
      const { page } = operator
      await signIn(page, ADMIN)
      await openPage(page, 'Recharges')
      await page.getByRole('button', { name: `Confirm recharge ${recharge.id}` }).click()
      const dialog = await openedDialog(page, `Confirm recharge #${recharge.id}`)
      await dialog.getByLabel('Bank reference').fill('MAKER 2611-0007')
      await dialog.getByRole('button', { name: 'Confirm and credit' }).click()
      await page.getByText("Recorded: this amount needs a second operator's approval").first().waitFor()
      await dialog.waitFor({ state: 'hidden' })

      await openPage(page, 'Second approvals')
      const row = page.locator('.ant-table-tbody > tr.ant-table-row').filter({ hasText: String(recharge.id) })
      await row.getByText('Awaiting second approval — asked by admin').waitFor()
      await row.getByText('MAKER 2611-0007').waitFor()
      expect(
        await row.getByRole('button', { name: `Approve confirm recharge #${recharge.id}` }).isDisabled(),
      ).toBe(true)
      await expectAccessible(page, 'second approvals')
      expect(Number((await api<WalletSummary>('/api/wallet', { token: userToken })).balance)).toBe(
        balanceBefore,
      )
    })

    it('a finance operator approves it and the money moves once', async () => {
      const { page } = operator
      await page.getByRole('button', { name: 'Log out' }).click()
      await signIn(page, FINANCE)
      await openPage(page, 'Second approvals')
      await page.getByRole('button', { name: `Approve confirm recharge #${recharge.id}` }).click()
      await page.getByRole('button', { name: 'Approve', exact: true }).click()
      await page.getByText(`Approved: confirm recharge #${recharge.id}.`).waitFor()
      await page.getByText('Nothing is waiting for a second approval.').waitFor()
      expect(Number((await api<WalletSummary>('/api/wallet', { token: userToken })).balance)).toBe(
        balanceBefore + 250000,
      )
      // The first operator's reference is the one kept, and the row names both operators.
      await openPage(page, 'Recharges')
      await page.getByRole('tab', { name: 'Completed' }).click()
      const done = page
        .getByRole('tabpanel')
        .locator('.ant-table-tbody > tr.ant-table-row')
        .filter({ has: page.locator('td', { hasText: new RegExp(`^${recharge.id}$`) }) })
      await done.getByText('MAKER 2611-0007').waitFor()
      await done.getByText(`asked by admin, approved by ${FINANCE.username}`).waitFor()
    })
  },
)
