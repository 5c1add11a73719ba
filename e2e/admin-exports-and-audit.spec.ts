import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import {
  formatMoney,
  withdrawalFee,
  type AppConfig,
  type LedgerCheckReply,
  type SessionReply,
  type WithdrawalRow,
  type WithdrawalSummary,
  type WithdrawOptions,
} from '@app/contracts'
import { parseCsv } from '../server/src/testing/csv.ts'
import { ADMIN, chooseOption, expectAccessible, openPage, signIn } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

const USER = { phone: '5550100001', password: 'demo1234' }
/** A receiver name a spreadsheet would run as a formula if it were written as it is. */
const FORMULA_NAME = '=HYPERLINK("http://example.com","Pay")'
const RECEIPT = { accountNumber: '1234563344', receiverName: FORMULA_NAME, method: 'Bank transfer' }
const FINANCE = { username: 'fiona.finance', password: 'fiona-finance-2026' }
const AMOUNT = 5000

/** Clicks an export link and reads the file the browser saved, as the server streamed it. */
async function downloaded(page: Page, link: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ])
  const file = await download.path()
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') }
}

const minorOf = (cell: string | undefined) => Math.round(Number(cell) * 100)

describeJourney(
  'operator console at 1440×900: CSV exports that match the ledger, and a readable audit log',
  { console: true },
  ({ operator, api }) => {
    let currency = ''
    let withdrawal: WithdrawalRow
    let adminToken = ''
    let feeRateBp = 0

    it('a finance operator pays out a withdrawal to a receiver named like a formula', async () => {
      currency = (await api<AppConfig>('/api/config')).currency
      adminToken = (await api<SessionReply>('/api/ops/auth/login', { method: 'POST', body: ADMIN })).token
      await api('/api/ops/operators', {
        method: 'POST',
        token: adminToken,
        body: { ...FINANCE, role: 'finance' },
      })
      const financeToken = (await api<SessionReply>('/api/ops/auth/login', { method: 'POST', body: FINANCE }))
        .token
      const userToken = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: USER })).token
      await api('/api/account/receipt', {
        method: 'PUT',
        token: userToken,
        body: { ...RECEIPT, password: USER.password },
      })
      const options = await api<WithdrawOptions>('/api/wallet/withdraw-options', { token: userToken })
      feeRateBp = options.feeRateBp
      const fee = withdrawalFee(AMOUNT, feeRateBp)
      withdrawal = await api<WithdrawalRow>('/api/withdrawals', {
        method: 'POST',
        token: userToken,
        body: {
          amount: String(AMOUNT),
          wallet: 'balance',
          expectedFee: String(fee),
          expectedActual: String(AMOUNT - fee),
          password: USER.password,
        },
      })
      await api(`/api/ops/withdrawals/${withdrawal.id}/complete`, {
        method: 'POST',
        token: financeToken,
        body: { reference: `TRF-W${withdrawal.id}` },
      })
    })

    it('exports the withdrawals: the formula is written as text, the pending total is the queue’s', async () => {
      const { page } = operator
      await page.setViewportSize({ width: 1440, height: 900 })
      await signIn(page, ADMIN)
      await openPage(page, 'Withdrawals')
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/withdrawals-1440.png` })
      const file = await downloaded(page, 'Export CSV of withdrawals')
      expect(file.name).toMatch(/^withdrawals-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
      expect(file.text.startsWith('\uFEFFID,')).toBe(true)
      const { header, rows } = parseCsv(file.text)
      const cell = (row: string[], name: string) => row[header.indexOf(name)]
      const paid = rows.find((row) => cell(row, 'ID') === String(withdrawal.id))
      expect(paid && cell(paid, 'Receiver name')).toBe(`'${FORMULA_NAME}`)
      expect(paid && cell(paid, 'Amount')).toBe((AMOUNT / 100).toFixed(2))
      expect(paid && cell(paid, 'Status')).toBe('completed')
      expect(paid && cell(paid, 'Decided by')).toBe(FINANCE.username)
      const pending = rows
        .filter((row) => cell(row, 'Status') === 'pending')
        .reduce((sum, row) => sum + minorOf(cell(row, 'Amount')), 0)
      const summary = await api<WithdrawalSummary>('/api/ops/withdrawals/summary', { token: adminToken })
      expect(String(pending)).toBe(summary.pendingAmount)
    })

    it('exports the ledger from the ledger check: its money lines sum to zero, as the check says', async () => {
      const { page } = operator
      await openPage(page, 'Ledger check')
      await page.getByText(/^All \d+ invariants hold\.$/).waitFor()
      const file = await downloaded(page, 'Export CSV of the ledger')
      const { header, rows } = parseCsv(file.text)
      const column = (name: string) => header.indexOf(name)
      const money = rows.filter((row) => row[column('Currency')] === currency)
      expect(money.length).toBeGreaterThan(0)
      expect(money.reduce((sum, row) => sum + minorOf(row[column('Amount')]), 0)).toBe(0)
      expect(money.some((row) => (row[column('Amount')] ?? '').startsWith('-'))).toBe(true)
      const check = await api<LedgerCheckReply>('/api/ops/ledger/check', { token: adminToken })
      expect(check.ok).toBe(true)
    })

    it('reads the audit log as sentences, filtered by operator, with the change as fields', async () => {
      const { page } = operator
      await openPage(page, 'Audit log')
      const fee = formatMoney(withdrawalFee(AMOUNT, feeRateBp), currency)
      const sentence = `Completed withdrawal #${withdrawal.id}: paid ${formatMoney(AMOUNT - withdrawalFee(AMOUNT, feeRateBp), currency)} to ••3344, fee ${fee}, bank reference TRF-W${withdrawal.id}`
      await page.getByText(sentence, { exact: true }).waitFor()
      await page
        .getByText(/^Exported \d+ ledger postings from /)
        .first()
        .waitFor()

      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/audit-log-all-1440.png` })
      await chooseOption(page, page.getByRole('combobox', { name: 'Operator' }), FINANCE.username)
      await page.getByRole('button', { name: 'Apply filters' }).click()
      const rows = page.locator('.ant-table-tbody > tr.ant-table-row')
      await page
        .getByText(/^Exported/)
        .first()
        .waitFor({ state: 'detached' })
      // The rows of the filter, not the empty table between the old rows going and the new coming.
      await rows.first().waitFor()
      const operators = await rows.locator('td:nth-child(3)').allTextContents()
      expect(operators.length).toBeGreaterThan(0)
      expect(new Set(operators)).toEqual(new Set([FINANCE.username]))

      await rows.filter({ hasText: sentence }).getByRole('button', { name: 'Expand row' }).click()
      const changes = page.locator('.ant-table-expanded-row')
      await changes.getByText('pending → completed').waitFor()
      expect(await changes.textContent()).toContain(`— → ${fee}`)
      expect(await changes.textContent()).toContain(`— → TRF-W${withdrawal.id}`)
      await expectAccessible(page, 'audit log filtered by operator', 'serious')
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/audit-log-1440.png` })
    })
  },
)
