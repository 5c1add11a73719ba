import { beforeAll, expect, it } from 'vitest'
import type {
  LedgerCheckReply,
  Page,
  SessionReply,
  WalletSummary,
  WithdrawalRow,
  WithdrawOptions,
} from '@app/contracts'
import { withdrawalFee } from '@app/contracts'
import {
  DEMO_USER,
  dialogShown,
  dialogsGone,
  expectCleanScreenAfterToasts,
  expectToast,
  goTo,
  liveLinkReady,
} from './support/browser.ts'
import { ADMIN } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

const RECEIPT = { accountNumber: '0123456789', receiverName: 'Demo User', method: 'Bank transfer' }

/**
 * The demo user's money leaves only with their password, asked at the moment they confirm: refused
 * without it and with a wrong one (nothing moves), made with it. A pending withdrawal is taken back
 * from its record: the balance is back, the timeline says who cancelled it, and the ledger checker
 * holds. A record page left open shows an operator's payout without a pull.
 */
describeJourney(
  'a withdrawal confirmed with the password, and one cancelled',
  { app: 'signed-in' },
  ({ app, api }) => {
    let userToken = ''
    let adminToken = ''
    const balance = async () =>
      Number((await api<WalletSummary>('/api/wallet', { token: userToken })).balance)
    const withdrawals = async () =>
      (await api<Page<WithdrawalRow>>('/api/withdrawals', { token: userToken })).items

    beforeAll(async () => {
      userToken = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: DEMO_USER })).token
      adminToken = (await api<{ token: string }>('/api/ops/auth/login', { method: 'POST', body: ADMIN }))
        .token
      await api('/api/account/receipt', {
        method: 'PUT',
        token: userToken,
        body: { ...RECEIPT, password: DEMO_USER.password },
      })
    })

    let before = 0
    it('refuses a withdrawal without the password and with a wrong one, moving nothing; makes it with the right one', async () => {
      const { page } = app
      before = await balance()
      const sent: string[] = []
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/withdrawals')) sent.push(r.url())
      })
      await goTo(page, '/pages/wallet/withdrawCreate')
      await page.getByRole('heading', { level: 1, name: 'Withdraw' }).waitFor()
      await page.getByLabel('Withdrawal amount ($)').fill('100')
      await page.locator('form').getByRole('button', { name: 'Withdraw' }).click()
      const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal' })
      await dialog.waitFor()
      await dialogShown(page)
      await dialog.getByText('Enter your password to send $100.00 to Bank transfer ••••6789.').waitFor()
      const password = dialog.getByLabel('Your password')

      // Without the password: said under the field, nothing sent.
      await dialog.getByRole('button', { name: 'Withdraw' }).click()
      await dialog.getByText('Please enter your password.').waitFor()
      expect(sent).toEqual([])

      // A wrong one: the server refuses it, the dialog stays open and says so under the field.
      await password.fill('not-my-password')
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/withdrawals') && r.status() === 400)
      await dialog.getByRole('button', { name: 'Withdraw' }).click()
      await refused
      await dialog.getByText('The password is incorrect.').waitFor()
      expect(await page.locator('.adm-toast-main').count()).toBe(0)
      expect(await balance()).toBe(before)
      expect((await withdrawals()).filter((w) => w.status === 'pending')).toEqual([])
      // Chromium logs the refused request as a failed resource: expected here, and only that one.
      await expect.poll(() => app.errors.length).toBe(1)
      expect(app.errors[0]).toContain('status of 400')
      app.errors.length = 0

      // The owner may look at what they typed: the button says what a tap does.
      await dialog.getByRole('button', { name: 'Show password' }).click()
      expect(await password.getAttribute('type')).toBe('text')
      await dialog.getByRole('button', { name: 'Hide password' }).click()
      expect(await password.getAttribute('type')).toBe('password')

      // The keyboard's Go key sends it, as the button does.
      await password.fill(DEMO_USER.password)
      await password.press('Enter')
      await expectToast(page, 'Withdrawal submitted. It will be paid after review.')
      await page.getByRole('heading', { level: 1, name: 'Withdrawal records' }).waitFor()
      const row = page.getByRole('article', { name: 'Withdrawal of $100.00' })
      await row.getByText('Pending', { exact: true }).waitFor()
      expect(await balance()).toBe(before - 10_000)
      await expectCleanScreenAfterToasts(app, 'withdrawal records after a withdrawal')
    })

    it('cancels the pending withdrawal from its record: the balance is back, the timeline says so, the ledger holds', async () => {
      const { page } = app
      const row = page.getByRole('article', { name: 'Withdrawal of $100.00' })
      // What "Expires" means, beside it.
      await row.getByText(/^If it is not paid by .+, the money returns to your Balance wallet\.$/).waitFor()
      const askToCancel = async () => {
        // The record's own button (its dialog, once opened, stays in the record, hidden when closed).
        await row.getByRole('button', { name: 'Cancel withdrawal' }).first().click()
        const asked = page.getByRole('dialog', { name: 'Cancel this withdrawal?' })
        await asked.waitFor()
        await dialogShown(page)
        await asked.getByText('$100.00 goes back at once to the wallet it came from.').waitFor()
        return asked
      }
      // Keeping it changes nothing.
      await (await askToCancel()).getByRole('button', { name: 'Keep it' }).click()
      await dialogsGone(page)
      await row.getByText('Pending', { exact: true }).waitFor()
      expect(await balance()).toBe(before - 10_000)

      await (await askToCancel()).getByRole('button', { name: 'Cancel withdrawal' }).click()
      await expectToast(page, 'Withdrawal cancelled. The money is back in your wallet.')
      // The list reads it again by itself after the money moved.
      await row.locator('.status-tag', { hasText: /^Cancelled$/ }).waitFor()
      expect(await row.getByRole('button', { name: 'Cancel withdrawal' }).count()).toBe(0)
      expect(await balance()).toBe(before)

      await goTo(page, '/pages/wallet/records')
      const line = page.locator('a.card').filter({ hasText: 'Withdrawal' }).first()
      await line.locator('.status-tag', { hasText: /^Cancelled$/ }).waitFor()
      await line.click()
      const steps = page.getByRole('region', { name: 'What happened' })
      await steps.getByText('Requested').waitFor()
      await steps.getByText('Cancelled by you, money returned').waitFor()
      await page.getByText('Not paid out: the money went back to the wallet it came from.').waitFor()
      await expectCleanScreenAfterToasts(app, 'a cancelled withdrawal, in its detail')

      const report = await api<LedgerCheckReply>('/api/ops/ledger/check', { token: adminToken })
      expect(report.checks.filter((c) => !c.ok)).toEqual([])
      expect(report.ok).toBe(true)
    })

    it('a record page left open shows the operator paying the withdrawal, without a pull or a reload', async () => {
      const { page } = app
      const { feeRateBp } = await api<WithdrawOptions>('/api/wallet/withdraw-options', { token: userToken })
      const fee = withdrawalFee(5_000, feeRateBp)
      const withdrawal = await api<WithdrawalRow>('/api/withdrawals', {
        method: 'POST',
        token: userToken,
        body: {
          amount: '5000',
          wallet: 'balance',
          expectedFee: String(fee),
          expectedActual: String(5_000 - fee),
          password: DEMO_USER.password,
        },
      })
      await goTo(page, '/pages/wallet/withdrawList')
      // A fresh document, whose live link is watched from its start.
      const linked = liveLinkReady(page)
      await page.reload()
      await linked
      const row = page.getByRole('article', { name: 'Withdrawal of $50.00' })
      await row.getByText('Pending', { exact: true }).waitFor()
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))

      await api(`/api/ops/withdrawals/${withdrawal.id}/complete`, {
        method: 'POST',
        token: adminToken,
        body: { reference: 'TRF-LIVE-0050' },
      })
      await expect.poll(() => row.locator('.status-tag').innerText(), { timeout: 10_000 }).toBe('Completed')
      await row.getByText('TRF-LIVE-0050').waitFor()
      expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
        true,
      )
      await expectCleanScreenAfterToasts(app, 'withdrawal records after a live payout')
    })
  },
)
