import { expect, it } from 'vitest'
import {
  formatMoney,
  withdrawalFee,
  type AppConfig,
  type Page,
  type SessionReply,
  type WalletRecordRow,
  type WithdrawalRow,
  type WithdrawOptions,
} from '@app/contracts'
import { DEMO_USER, expectCleanScreen, goTo } from './support/browser.ts'
import { ADMIN, expectAccessible, openedDialog, openPage, signIn } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

const AMOUNT = 12_500
const REFERENCE = 'FT 2611/0042-A'
const RECEIPT = { accountNumber: '1234567890', receiverName: 'Demo User', method: 'Bank transfer' }
const shots = process.env.SCREENSHOT_DIR

/**
 * The bank's reference of a payout, end to end: the operator completes a withdrawal at 1440×900 and
 * must give the bank's transaction id; the row then shows it with the operator's name; the user sees
 * the same reference in the app (390×844), in the withdrawal list and the transaction detail.
 */
describeJourney(
  'a withdrawal completed with the bank reference, seen on the row and in the app',
  { app: 'signed-in', console: true },
  ({ app, operator, api }) => {
    let withdrawal: WithdrawalRow
    let userToken = ''
    let currency = ''

    it('the user asks for a withdrawal', async () => {
      currency = (await api<AppConfig>('/api/config')).currency
      userToken = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: DEMO_USER })).token
      await api('/api/account/receipt', {
        method: 'PUT',
        token: userToken,
        body: { ...RECEIPT, password: DEMO_USER.password },
      })
      const { feeRateBp } = await api<WithdrawOptions>('/api/wallet/withdraw-options', { token: userToken })
      const fee = withdrawalFee(AMOUNT, feeRateBp)
      withdrawal = await api<WithdrawalRow>('/api/withdrawals', {
        method: 'POST',
        token: userToken,
        body: {
          amount: String(AMOUNT),
          wallet: 'balance',
          expectedFee: String(fee),
          expectedActual: String(AMOUNT - fee),
          password: DEMO_USER.password,
        },
      })
      expect(withdrawal).toMatchObject({ status: 'pending', bankReference: null })
    })

    it('the operator must give the reference, then sees it and their name on the row', async () => {
      const { page } = operator
      await page.setViewportSize({ width: 1440, height: 900 })
      await signIn(page, ADMIN)
      await openPage(page, 'Withdrawals')
      await page.getByRole('button', { name: `Complete withdrawal ${withdrawal.id}` }).click()
      const dialog = await openedDialog(page, `Complete withdrawal #${withdrawal.id}`)
      const field = dialog.getByLabel('Bank reference')
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true)
      await field.fill('  ')
      await dialog.getByRole('button', { name: 'Complete', exact: true }).click()
      await dialog
        .getByText('Enter the bank reference: 3 to 64 letters, digits, spaces or - _ . / : #')
        .waitFor()
      await expectAccessible(page, 'complete withdrawal dialog')
      if (shots) await page.screenshot({ path: `${shots}/withdrawal-reference-dialog-1440.png` })
      // Refused by the console as the server would refuse it: still pending.
      const still = await api<Page<WithdrawalRow>>('/api/withdrawals', { token: userToken })
      expect(still.items.find((w) => w.id === withdrawal.id)?.status).toBe('pending')

      await field.fill(`  ${REFERENCE} `)
      await dialog.getByRole('button', { name: 'Complete', exact: true }).click()
      await page.getByText(`Withdrawal #${withdrawal.id} completed`).waitFor()
      await page.getByRole('tab', { name: 'Completed' }).click()
      const row = page
        .getByRole('tabpanel')
        .locator('.ant-table-tbody > tr.ant-table-row')
        .filter({ has: page.locator('td', { hasText: new RegExp(`^${withdrawal.id}$`) }) })
      await row.waitFor()
      expect(await row.textContent()).toContain(REFERENCE)
      expect(await row.textContent()).toContain(`by ${ADMIN.username}`)
      await expectAccessible(page, 'completed withdrawals')
      if (shots) await page.screenshot({ path: `${shots}/withdrawals-completed-1440.png`, fullPage: true })
    })

    it('the user sees the bank reference in the withdrawal list and in the transaction detail', async () => {
      const { page } = app
      await goTo(page, '/pages/wallet/withdrawList')
      const card = page.getByRole('article', {
        name: `Withdrawal of ${formatMoney(AMOUNT, currency)}`,
        exact: false,
      })
      await card.getByText('Completed').first().waitFor()
      await card.getByText(REFERENCE).waitFor()
      await card.getByText('Bank reference').waitFor()

      // The movement that held the money, now paid: its detail shows the reference.
      const records = await api<Page<WalletRecordRow>>('/api/wallet/records?account=balance', {
        token: userToken,
      })
      const held = records.items.find((r) => r.kind === 'withdraw')
      expect(held).toBeDefined()
      await goTo(page, `/pages/wallet/recordsDetail?id=${held?.id}`)
      const detail = page.getByRole('definition').filter({ hasText: REFERENCE })
      await detail.waitFor()
      await page.getByText('Bank reference').waitFor()
      // Only the operator's reference: the ledger's own references stay out of the user's sight.
      expect(await page.locator('main').textContent()).not.toMatch(/withdraw(-settle)?:/)
      await expectCleanScreen(app, 'withdrawal detail with its bank reference')
      if (shots) {
        for (const locale of ['en', 'es', 'ja']) {
          await page.evaluate((l) => localStorage.setItem('locale', JSON.stringify(l)), locale)
          await page.reload()
          await detail.waitFor()
          await page.screenshot({ path: `${shots}/withdrawal-detail-${locale}-390.png`, fullPage: true })
        }
        await page.evaluate(() => localStorage.setItem('locale', '"en"'))
      }
    })

    it('the activity feed shows the withdrawal as one line, and its timeline ends paid out with the reference', async () => {
      const { page } = app
      await page.reload()
      await goTo(page, '/pages/wallet/records')
      const lines = page.locator('a.card', { hasText: 'Withdrawal' })
      await lines.first().waitFor()
      // One line from request to payout: no separate hold or payout movements.
      expect(await lines.count()).toBe(1)
      expect(await page.locator('main').textContent()).not.toMatch(
        /Withdrawal (paid|returned)|Withdrawal hold/,
      )
      await expect.poll(() => lines.first().textContent()).toContain('Completed')
      await lines.first().click()
      await page.getByRole('heading', { name: 'What happened' }).waitFor()
      const steps = page.locator('.activity-step-name')
      expect(await steps.allTextContents()).toEqual(['Requested', 'Paid out'])
      await page.getByRole('definition').filter({ hasText: REFERENCE }).waitFor()
      await expectCleanScreen(app, 'the withdrawal in the activity feed')
    })
  },
)
