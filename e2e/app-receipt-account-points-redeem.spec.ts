import { expect, it } from 'vitest'
import { callApi, DEMO_USER, expectCleanScreenAfterToasts, expectToast, goTo } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

describeJourney(
  'the demo user sets a receipt account, reads their points and redeems a code',
  { app: 'signed-in', receiptCooldownHours: 24 },
  ({ server, app }) => {
    it('receipt account: the spec messages, then Modification successful, and the account is kept', async () => {
      const { page } = app
      await goTo(page, '/pages/my/index')
      await page.getByRole('link', { name: 'Receipt account' }).click()
      await page.getByRole('heading', { level: 1, name: 'Receipt account' }).waitFor()
      await expectCleanScreenAfterToasts(app, 'empty receipt account')
      // Before the first account is saved, the page says withdrawals will pause.
      await page.getByText('For your safety, withdrawals pause after a receipt account is set').waitFor()
      const save = () => page.getByRole('button', { name: 'Save' }).click()
      const confirmReadBack = async (text: string) => {
        const dialog = page.getByRole('dialog', { name: 'Check the account' })
        await dialog.getByText(text).waitFor()
        await dialog.getByRole('button', { name: 'Confirm' }).click()
      }
      await save()
      await expectToast(page, 'Please enter your account number')
      await page.getByLabel('Account number').fill('12345')
      await save()
      await expectToast(page, 'Please enter 10 digits')
      await page.getByLabel('Account number').fill('12345abcde')
      await save()
      await expectToast(page, 'Please enter 10 digits')
      await page.getByLabel('Account number').fill('6222000011')
      await save()
      await expectToast(page, 'Please enter the receiver name.')
      await page.getByLabel('Receiver name').fill('Demo User')
      await save()
      await expectToast(page, 'Please select the method')
      // The method is one of the operator's channels, chosen rather than typed.
      await page.getByRole('group', { name: 'Method (bank or wallet)' }).getByText('Bank transfer').click()
      await save()
      await expectToast(page, 'Please enter your password.')
      // The account is where money leaves: a wrong password changes nothing.
      await page.getByLabel('Current password').fill('not-my-password')
      await save()
      await confirmReadBack('Bank transfer ••••0011 — is this right?')
      await expectToast(page, 'The password is incorrect.')
      await expect.poll(() => app.errors.length).toBe(1)
      expect(app.errors[0]).toContain('status of 400')
      app.errors.length = 0
      await page.getByLabel('Current password').fill(DEMO_USER.password)
      await save()
      await confirmReadBack('Bank transfer ••••0011 — is this right?')
      await expectToast(page, 'Modification successful')
      expect(await page.getByLabel('Current password').inputValue()).toBe('')
      // The first account starts the cool-down too: the notice says until when.
      await page.getByRole('status').filter({ hasText: 'withdrawals are possible again' }).waitFor()
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Receipt account' }).waitFor()
      expect(await page.getByLabel('Account number').inputValue()).toBe('6222000011')
      expect(await page.getByLabel('Receiver name').inputValue()).toBe('Demo User')
      await page.getByText('After a change of account, withdrawals pause for 24 hours.').waitFor()
      await expectCleanScreenAfterToasts(app, 'saved receipt account')
    })

    it('receipt account: a change starts the cool-down, and both the receipt and withdraw pages say until when', async () => {
      const { page } = app
      await goTo(page, '/pages/my/myPaymentAccount')
      await page.getByRole('heading', { level: 1, name: 'Receipt account' }).waitFor()
      await page.getByLabel('Account number').fill('6222000022')
      await page.getByLabel('Current password').fill(DEMO_USER.password)
      await page.getByRole('button', { name: 'Save' }).click()
      const readBack = page.getByRole('dialog', { name: 'Check the account' })
      await readBack.getByText('Bank transfer ••••0022 — is this right?').waitFor()
      await readBack.getByRole('button', { name: 'Confirm' }).click()
      await expectToast(page, 'Modification successful')
      const notice = page.getByRole('status').filter({ hasText: 'Your receipt account was changed on' })
      await notice.waitFor()
      expect(await notice.innerText()).toMatch(
        /^Your receipt account was changed on \d{4}\u2011\d{2}\u2011\d{2} \d{2}:\d{2}:\d{2}; withdrawals are possible again from \d{4}\u2011\d{2}\u2011\d{2} \d{2}:\d{2}:\d{2}\.$/,
      )
      await expectCleanScreenAfterToasts(app, 'changed receipt account')

      await goTo(page, '/pages/wallet/withdrawCreate')
      await page.getByRole('heading', { level: 1, name: 'Withdraw' }).waitFor()
      await page.getByRole('status').filter({ hasText: 'Your receipt account was changed on' }).waitFor()
      // Withdrawing waits for the cool-down: the notice says until when, and the button is off.
      expect(await page.locator('form').getByRole('button', { name: 'Withdraw' }).isDisabled()).toBe(true)
      await expectCleanScreenAfterToasts(app, 'withdraw during the cool-down')
    })

    it('points: the balance, the invitation rule, and records Processing and Completed', async () => {
      const { page } = app
      await goTo(page, '/pages/wallet/index')
      await page.getByRole('link', { name: 'Point records' }).click()
      await page.getByRole('heading', { level: 1, name: 'Point records' }).waitFor()
      await page
        .getByText('Invite a friend: you receive 100 points when their first recharge is completed.')
        .waitFor()
      const records = page.getByRole('article')
      await records.first().waitFor()
      const texts = await records.allInnerTexts()
      expect(texts.some((text) => text.includes('Processing'))).toBe(true)
      expect(texts.some((text) => text.includes('Completed'))).toBe(true)
      expect(texts.every((text) => text.includes('Invitation reward'))).toBe(true)
      await expectCleanScreenAfterToasts(app, 'point records')
    })

    it('redeem: asks for the code, refuses an invalid one, then credits a valid one once', async () => {
      const { page } = app
      const operator = await callApi<{ data: { token: string } }>(server.url, '/api/ops/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
      })
      const issued = await callApi<{ data: { codes: string[] } }>(server.url, '/api/ops/redemption-codes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${operator.body.data.token}` },
        body: JSON.stringify({
          count: 1,
          reward: 'balance',
          amount: '500',
          maxUses: 5,
          perUserLimit: 1,
          expiresAt: Math.floor(Date.now() / 1000) + 86_400,
          note: '',
        }),
      })
      const [code] = issued.body.data.codes
      expect(code).toMatch(/^\S{12}$/)

      await goTo(page, '/pages/wallet/index')
      await page.getByText('$14,350.00').waitFor()
      await goTo(page, '/pages/my/index')
      await page.getByRole('link', { name: 'Redeem a code' }).click()
      await page.getByRole('heading', { level: 1, name: 'Redeem a code' }).waitFor()
      await expectCleanScreenAfterToasts(app, 'redeem')
      const redeem = () => page.locator('form').getByRole('button', { name: 'Redeem' }).click()
      await redeem()
      await expectToast(page, 'Please enter the redemption code')

      await page.getByLabel('Redemption code').fill('NOTACODE2026')
      await redeem()
      await expectToast(page, 'This code is invalid, used up or expired.')
      // The refusal is a 400, which Chromium logs as a failed resource: expected here, and only that.
      await expect.poll(() => app.errors.length).toBe(1)
      expect(app.errors[0]).toContain('status of 400')
      app.errors.length = 0

      const keys: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('/api/redeem')) keys.push(request.headers()['idempotency-key'] ?? '')
      })
      await page.getByLabel('Redemption code').fill(code ?? '')
      await redeem()
      await expectToast(page, 'Congratulations on your successful redemption')
      expect(keys).toHaveLength(1)
      expect(await page.getByLabel('Redemption code').inputValue()).toBe('')
      await expectCleanScreenAfterToasts(app, 'redeemed')

      await goTo(page, '/pages/wallet/index')
      await page.getByText('$14,355.00').waitFor()
    })
  },
)
