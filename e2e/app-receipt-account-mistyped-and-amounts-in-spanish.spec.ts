import { expect, it } from 'vitest'
import type { RechargeRow, ReceiptAccount, WithdrawalRow } from '@app/contracts'
import { dialogShown, expectCleanScreenAfterToasts, expectToast, DEMO_USER, goTo } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

type Page<T> = { items: T[] }

describeJourney(
  'a mistyped account number is caught before it is saved, and a Spanish user types amounts the Spanish way',
  { app: 'signed-in' },
  ({ app, api }) => {
    const token = async () =>
      JSON.parse((await app.page.evaluate(() => localStorage.getItem('token'))) ?? '""')
    const receipt = async () => api<ReceiptAccount | null>('/api/account/receipt', { token: await token() })

    it('a twelve-digit number is kept as typed, refused next to the field, and nothing is saved', async () => {
      const { page } = app
      await goTo(page, '/pages/my/myPaymentAccount')
      await page.getByRole('heading', { level: 1, name: 'Receipt account' }).waitFor()
      const number = page.getByLabel('Account number')
      await number.waitFor()
      // No account yet: no cool-down notice.
      expect(await page.getByRole('status').count()).toBe(0)
      await number.fill('001122334455')
      // No silent cut to 10 digits: the field holds every digit typed.
      expect(await number.inputValue()).toBe('001122334455')
      await page.getByLabel('Receiver name').fill('Demo User')
      await page.getByRole('group', { name: 'Method (bank or wallet)' }).getByText('Bank transfer').click()
      await page.getByLabel('Current password').fill(DEMO_USER.password)
      await page.getByRole('button', { name: 'Save' }).click()
      // The message sits next to the field and describes it; no read-back, no save.
      const message = page.locator('.field-error', { hasText: 'Please enter 10 digits' })
      await message.waitFor()
      expect(await number.getAttribute('aria-invalid')).toBe('true')
      const describedBy = (await number.getAttribute('aria-describedby')) ?? ''
      expect(describedBy.split(' ')).toContain(await message.getAttribute('id'))
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await receipt()).toBeNull()
      await expectCleanScreenAfterToasts(app, 'a receipt account number of the wrong length')
    })

    it('the right number is read back masked; confirming saves it', async () => {
      const { page } = app
      await page.getByLabel('Account number').fill('0011223344')
      await page.locator('.field-error', { hasText: 'Please enter 10 digits' }).waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Save' }).click()
      const readBack = page.getByRole('dialog', { name: 'Check the account' })
      await readBack.getByText('Bank transfer ••••3344 — is this right?').waitFor()
      await readBack.getByText('Receiver: Demo User').waitFor()
      expect(await readBack.innerText()).not.toContain('0011223344')
      await dialogShown(page)
      await expectCleanScreenAfterToasts(app, 'the receipt account read back')
      expect(await receipt()).toBeNull()
      await readBack.getByRole('button', { name: 'Confirm' }).click()
      await expectToast(page, 'Modification successful')
      expect(await receipt()).toMatchObject({
        accountNumber: '0011223344',
        receiverName: 'Demo User',
        method: 'Bank transfer',
      })
    })

    it('the withdrawal’s confirmation says where the money goes', async () => {
      const { page } = app
      await goTo(page, '/pages/wallet/withdrawCreate')
      await page.getByRole('heading', { level: 1, name: 'Withdraw' }).waitFor()
      await page.getByLabel('Withdrawal amount ($)').fill('1.000,50')
      await page.locator('form').getByRole('button', { name: 'Withdraw' }).click()
      await page.locator('.field-error', { hasText: 'Enter an amount like 1,234.56' }).waitFor()
      await page.getByLabel('Withdrawal amount ($)').fill('100')
      await page.locator('form').getByRole('button', { name: 'Withdraw' }).click()
      const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal' })
      await dialog.waitFor()
      await dialogShown(page)
      expect(await dialog.innerText()).toMatch(/Bank transfer ••••3344/)
      await dialog.getByLabel('Your password').fill(DEMO_USER.password)
      await expectCleanScreenAfterToasts(app, 'the withdrawal confirmation with its destination')
      await dialog.getByRole('button', { name: 'Withdraw' }).click()
      await expectToast(page, 'Withdrawal submitted. It will be paid after review.')
      const withdrawals = await api<Page<WithdrawalRow>>('/api/withdrawals', { token: await token() })
      expect(withdrawals.items[0]).toMatchObject({
        amount: '10000',
        accountNumber: '0011223344',
        method: 'Bank transfer',
      })
    })

    it('in Spanish, "150,50" is a recharge of 150.50 and figures show with the Spanish separators', async () => {
      const { page } = app
      await goTo(page, '/pages/my/changeLanguage')
      await page.getByText('Español').click()
      await page.getByRole('heading', { level: 1, name: 'Cambiar idioma' }).waitFor()
      await goTo(page, '/pages/wallet/rechargeCreate')
      await page.getByRole('heading', { level: 1, name: 'Recargar' }).waitFor()
      // The presets are written the Spanish way.
      await page.getByRole('radio', { name: '$1000,00' }).waitFor({ state: 'attached' })
      await page.getByRole('radio', { name: '$10.000,00' }).waitFor({ state: 'attached' })
      await page.getByLabel('Número de socio').fill('M-2000-0042')
      const amount = page.getByLabel('O escribe un importe ($)')
      await amount.fill('150.50')
      // The wallet type is named in Spanish too.
      await page.getByText('Transferencia bancaria').click()
      await page.getByLabel('Cuenta de recarga').fill('6222000011112222')
      const submit = () => page.locator('form').getByRole('button', { name: 'Recargar' }).click()
      await submit()
      // The English decimal point is refused, never read as 15050: the message shows the format wanted.
      await page.locator('.field-error', { hasText: 'Introduzca un importe como 1.234,56' }).waitFor()
      // The same words as a toast (its module loads on first use, so it may come a moment later):
      // the screen is checked once it has come and gone.
      await expectToast(page, 'Introduzca un importe como 1.234,56')
      await expectCleanScreenAfterToasts(app, 'a Spanish recharge with an English decimal point')
      await amount.fill('150,50')
      await submit()
      const dialog = page.getByRole('dialog', { name: '¿Confirmas la recarga?' })
      await dialog.getByText('$150,50').waitFor()
      await dialogShown(page)
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/recharges') && r.request().method() === 'POST',
      )
      await dialog.getByRole('button', { name: 'Confirmar' }).click()
      expect((await created).request().postDataJSON()).toMatchObject({ amount: '15050' })
      const recharges = await api<Page<RechargeRow>>('/api/recharges', { token: await token() })
      expect(recharges.items[0]).toMatchObject({ amount: '15050', status: 'pending' })
    })
  },
)
