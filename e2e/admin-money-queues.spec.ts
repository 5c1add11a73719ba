import { beforeAll, expect, it } from 'vitest'
import {
  formatMoney,
  withdrawalFee,
  type AppConfig,
  type OpsLedgerEntryRow,
  type Page,
  type ProductView,
  type RechargeOptions,
  type RechargeRow,
  type SessionReply,
  type WalletSummary,
  type WithdrawalRow,
  type WithdrawOptions,
} from '@app/contracts'
import { approveAsSecondAdmin } from './support/approvals.ts'
import { ADMIN, expectAccessible, openedDialog, openPage, signIn } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

const SUPPORT = { username: 'sam.support', password: 'support-pass-2026' }
const USER = { phone: '5550100001', password: 'demo1234' }
const RECHARGE = '25000'
const WITHDRAWAL = '10000'
const REJECTED = '5000'
const RECEIPT = { accountNumber: '1234567890', receiverName: 'Demo User', method: 'Bank transfer' }
/** The user's password confirms the receipt account. */
const RECEIPT_BODY = { ...RECEIPT, password: USER.password }
const PRODUCT = 'E2E Harvest Plan'

describeJourney(
  'operator console: money queues, users, products and the ledger',
  { console: true },
  ({ server, operator, api }) => {
    let currency = ''
    let userToken = ''
    let balanceBefore = 0
    let recharge: RechargeRow
    let withdrawal: WithdrawalRow
    let rejected: WithdrawalRow
    let channelId = 0
    const money = (minor: string | number) => formatMoney(minor, currency)

    beforeAll(async () => {
      currency = (await api<AppConfig>('/api/config')).currency
    })

    const tableRows = () => operator.page.getByRole('tabpanel').locator('.ant-table-tbody > tr.ant-table-row')
    const rowWithId = (id: number) =>
      tableRows().filter({ has: operator.page.locator('td', { hasText: new RegExp(`^${id}$`) }) })

    it('the user asks for a recharge and two withdrawals over the API', async () => {
      userToken = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: USER })).token
      balanceBefore = Number((await api<WalletSummary>('/api/wallet', { token: userToken })).balance)
      const options = await api<RechargeOptions>('/api/wallet/recharge-options', { token: userToken })
      channelId = options.channels[0]?.id ?? 0
      expect(channelId).toBeGreaterThan(0)
      recharge = await requestRecharge(RECHARGE)
      expect(recharge.status).toBe('pending')

      await api('/api/account/receipt', { method: 'PUT', token: userToken, body: RECEIPT_BODY })
      withdrawal = await requestWithdrawal(WITHDRAWAL)
      rejected = await requestWithdrawal(REJECTED)
      expect(withdrawal.status).toBe('pending')
    })

    it('confirms the recharge, which moves it to Completed', async () => {
      const { page } = operator
      await signIn(page, ADMIN)
      await openPage(page, 'Recharges')
      const row = rowWithId(recharge.id)
      await row.waitFor()
      expect(await row.textContent()).toContain(money(RECHARGE))
      await expectAccessible(page, 'recharges queue')

      await page.getByRole('button', { name: `Confirm recharge ${recharge.id}` }).click()
      const dialog = await openedDialog(page, `Confirm recharge #${recharge.id}`)
      await dialog.getByText(`Credit ${money(RECHARGE)} to ${USER.phone}.`, { exact: false }).waitFor()
      // The bank's reference is required, and the field has the focus.
      await expect
        .poll(() => dialog.getByLabel('Bank reference').evaluate((el) => el === document.activeElement))
        .toBe(true)
      await dialog.getByRole('button', { name: 'Confirm and credit' }).click()
      await dialog
        .getByText('Enter the bank reference: 3 to 64 letters, digits, spaces or - _ . / : #')
        .waitFor()
      await expectAccessible(page, 'recharge confirmation')
      await dialog.getByLabel('Bank reference').fill('HMP 2611-0042')
      await dialog.getByRole('button', { name: 'Confirm and credit' }).click()
      await page.getByText(`Recharge #${recharge.id} confirmed`).waitFor()
      await row.waitFor({ state: 'detached' })

      await page.getByRole('tab', { name: 'Completed' }).click()
      const done = rowWithId(recharge.id)
      await done.waitFor()
      expect(await done.textContent()).toContain('HMP 2611-0042')
      expect(await done.textContent()).toContain(`by ${ADMIN.username}`)
      await expectAccessible(page, 'completed recharges')
    })

    it('completes one withdrawal and rejects the other with a reason', async () => {
      const { page } = operator
      await openPage(page, 'Withdrawals')
      const summary = page.getByTestId('withdrawal-summary')
      await expect
        .poll(() => summary.textContent())
        .toBe(`2 pending, ${money(Number(WITHDRAWAL) + Number(REJECTED))} on hold`)
      const row = rowWithId(withdrawal.id)
      await row.waitFor()
      expect(await row.textContent()).toContain(RECEIPT.accountNumber)
      await expectAccessible(page, 'withdrawals queue')

      await page.getByRole('button', { name: `Complete withdrawal ${withdrawal.id}` }).click()
      const paying = await openedDialog(page, `Complete withdrawal #${withdrawal.id}`)
      await paying
        .getByText(`Pay ${money(withdrawal.actual)} to account ${RECEIPT.accountNumber}`, { exact: false })
        .waitFor()
      await paying.getByLabel('Bank reference').fill('FT/2611/0099')
      await paying.getByRole('button', { name: 'Complete', exact: true }).click()
      await row.waitFor({ state: 'detached' })

      await page.getByRole('button', { name: `Reject withdrawal ${rejected.id}` }).click()
      const dialog = await openedDialog(page, `Reject withdrawal #${rejected.id}`)
      await dialog.getByRole('button', { name: 'Reject withdrawal' }).click()
      await dialog.getByText('Please enter a reason (at most 200 characters).').waitFor()
      await expectAccessible(page, 'reject dialog')
      await dialog.getByLabel('Reason').fill('Receiver name does not match')
      await dialog.getByRole('button', { name: 'Reject withdrawal' }).click()
      await dialog.waitFor({ state: 'hidden' })
      await expect.poll(() => summary.textContent()).toBe(`0 pending, ${money(0)} on hold`)

      await page.getByRole('tab', { name: 'Rejected' }).click()
      const gone = rowWithId(rejected.id)
      await gone.waitFor()
      expect(await gone.textContent()).toContain('Receiver name does not match')
      const mine = await api<Page<WithdrawalRow>>('/api/withdrawals', { token: userToken })
      expect(mine.items.find((w) => w.id === withdrawal.id)).toMatchObject({
        status: 'completed',
        bankReference: 'FT/2611/0099',
      })
    })

    it('finds the user by phone and shows the balance after both', async () => {
      const { page } = operator
      const expected = balanceBefore + Number(RECHARGE) - Number(WITHDRAWAL)
      await openPage(page, 'Users')
      await page.getByLabel('Search users by phone').fill(USER.phone.slice(0, 7))
      await page.getByRole('button', { name: 'Search' }).click()
      await page.getByRole('button', { name: `Open user ${USER.phone}` }).click()
      const drawer = page.getByRole('dialog', { name: 'User details' })
      await expect.poll(() => drawer.getByTestId('user-balance').textContent()).toBe(money(expected))
      expect(await drawer.getByTestId('user-withdraw-hold').textContent()).toBe(money(0))
      expect(await drawer.textContent()).toContain(RECEIPT.receiverName)
      // The ledger says what each entry is, not its internal reference.
      const ledger = drawer.getByRole('region', { name: 'Ledger entries' })
      await ledger.getByText(`Withdrawal #${withdrawal.id} paid out by ${ADMIN.username}`).waitFor()
      await ledger
        .getByText(`Withdrawal #${rejected.id} rejected by ${ADMIN.username}; the money went back`)
        .waitFor()
      await ledger.getByText('“Receiver name does not match”').waitFor()
      expect(await ledger.textContent()).not.toContain(`withdraw-settle:${withdrawal.id}`)
      await drawer.getByRole('region', { name: 'Holdings' }).locator('tr.ant-table-row').first().waitFor()
      await expectAccessible(page, 'user details')
      const wallet = await api<WalletSummary>('/api/wallet', { token: userToken })
      expect(Number(wallet.balance)).toBe(expected)
      await drawer.getByRole('button', { name: 'Close' }).click()
    })

    it('creates a product, publishes it, and the app lists it', async () => {
      const { page } = operator
      await openPage(page, 'Products')
      await page.getByRole('button', { name: 'Add product' }).click()
      const dialog = await openedDialog(page, 'Add product')
      await dialog.getByLabel('Name').fill(PRODUCT)
      await dialog.getByLabel('Overview').fill('Made by the browser journey.')
      await dialog.getByLabel('Earnings per time').fill('7.50')
      await dialog.getByLabel('Price').fill('abc')
      await dialog.getByRole('button', { name: 'Create product' }).click()
      await dialog.getByText('Enter an amount such as 12 or 12.50.').waitFor()
      await expectAccessible(page, 'add-product dialog')

      await dialog.getByLabel('Price').fill('200')
      await dialog.getByLabel('Number of earnings', { exact: true }).fill('40')
      await dialog.getByRole('checkbox', { name: 'Sun' }).uncheck()
      await dialog.getByRole('button', { name: 'Create product' }).click()
      await dialog.waitFor({ state: 'hidden' })

      const row = page.locator('.ant-table-tbody > tr.ant-table-row').filter({ hasText: PRODUCT })
      await row.waitFor()
      expect(await row.textContent()).toContain('Draft')
      expect(await row.textContent()).toContain(money(20000))
      await expectAccessible(page, 'products page')
      await row.getByRole('button', { name: `Publish ${PRODUCT}` }).click()
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await row.getByText('Published', { exact: true }).waitFor()

      const listed = await allProducts()
      const mine = listed.find((p) => p.name === PRODUCT)
      expect(mine).toMatchObject({
        price: '20000',
        earningAmount: '750',
        earningsCount: 40,
        profitRule: '1111110',
      })
    })

    it('runs the ledger check and every invariant holds', async () => {
      const { page } = operator
      await openPage(page, 'Ledger check')
      await page.getByRole('status').filter({ hasText: 'invariants hold' }).waitFor()
      const results = page.locator('.ant-table-tbody > tr.ant-table-row')
      expect(await results.count()).toBeGreaterThan(5)
      for (const text of await results.allTextContents()) expect(text).toContain('OK')
      await page.getByRole('button', { name: 'Run again' }).click()
      await page.getByTestId('ledger-checked-at').waitFor()
      await expectAccessible(page, 'ledger check')
    })

    it('reverses the confirmed recharge with a reason, after a confirmation, and the ledger holds', async () => {
      const { page } = operator
      const session = await api<{ token: string }>('/api/ops/auth/login', { method: 'POST', body: ADMIN })
      const me = await api<{ id: number }>('/api/user/info', { token: userToken })
      const ledger = await api<Page<OpsLedgerEntryRow>>(`/api/ops/users/${me.id}/ledger`, {
        token: session.token,
      })
      const entry = ledger.items.find((e) => e.reference === `recharge:${recharge.id}`)
      if (!entry) throw new Error('the confirmed recharge has no entry')
      await page.getByLabel('Entry number').fill(String(entry.id))
      await page.getByLabel('Reason').fill('Confirmed by mistake')
      await page.getByRole('button', { name: 'Reverse entry…' }).click()
      const confirm = page.getByRole('dialog').filter({ hasText: `Reverse entry #${entry.id}?` })
      await confirm.waitFor()
      await expectAccessible(page, 'reversal confirmation')
      await confirm.getByRole('button', { name: 'Reverse entry', exact: true }).click()
      await confirm.waitFor({ state: 'hidden' })
      // One admin only asks; a second admin approves it on Second approvals, and the money moves.
      await approveAsSecondAdmin({ operator, api, token: session.token }, `reverse entry #${entry.id}`)
      const check = await api<{ ok: boolean }>('/api/ops/ledger/check', { token: session.token })
      expect(check.ok).toBe(true)
      const wallet = await api<WalletSummary>('/api/wallet', { token: userToken })
      expect(Number(wallet.balance)).toBe(balanceBefore - Number(WITHDRAWAL))
    })

    it('shows VIP levels, redemption codes and payment settings, all accessible', async () => {
      const { page } = operator
      await openPage(page, 'VIP levels')
      await page.getByLabel('Recharge threshold for VIP 1').waitFor()
      await expectAccessible(page, 'VIP levels')

      await openPage(page, 'Redemption codes')
      await page.getByLabel('Count', { exact: true }).fill('2')
      await page.getByLabel('Reward', { exact: true }).click()
      await page.getByTitle('Points', { exact: true }).click()
      await page.getByLabel('Amount', { exact: true }).fill('300')
      await page.getByLabel('Expires on').click()
      await page.locator('.ant-picker-cell-today').click()
      await page.getByLabel('Note', { exact: true }).fill('e2e points')
      await page.getByRole('button', { name: 'Generate codes' }).click()
      await expect.poll(() => page.getByTestId('new-codes').locator('code').count()).toBe(2)
      const batch = page.locator('.ant-table-tbody > tr.ant-table-row').filter({ hasText: 'e2e points' })
      await expect.poll(() => batch.count()).toBe(2)
      expect(await batch.first().textContent()).toContain('300 points')
      await expectAccessible(page, 'redemption codes')

      await openPage(page, 'Payment settings')
      await page.getByRole('region', { name: 'Payment channels' }).getByText('Bank transfer').waitFor()
      expect(await page.getByLabel('Withdrawal fee').inputValue()).toMatch(/^2(\.00)?/)
      await expectAccessible(page, 'payment settings')
    })

    it('keeps the money queues, codes and payment settings from support', async () => {
      const { page } = operator
      const session = await api<{ token: string }>('/api/ops/auth/login', { method: 'POST', body: ADMIN })
      await api('/api/ops/operators', {
        method: 'POST',
        token: session.token,
        body: { ...SUPPORT, role: 'support' },
      })
      await page.getByRole('button', { name: 'Log out' }).click()
      await signIn(page, SUPPORT)
      const menu = await page
        .getByRole('navigation', { name: 'Console pages' })
        .getByRole('link')
        .allTextContents()
      for (const entry of [
        'Recharges',
        'Withdrawals',
        'Redemption codes',
        'Payment settings',
        'Ledger check',
      ])
        expect(menu).not.toContain(entry)
      expect(menu).toContain('Users')
      await page.goto(`${server.url}/admin/#/recharges`)
      await page.getByText('Not allowed', { exact: true }).waitFor()
      await expectAccessible(page, 'recharges, refused to support')
    })

    it('logged no console errors along the way', () => {
      expect(operator.errors).toEqual([])
    })

    /** The user's own money requests, each with a fresh Idempotency-Key (see `api`). */
    function requestRecharge(amount: string): Promise<RechargeRow> {
      const body = { membershipNumber: 'M-E2E-0001', payerAccount: '6222000099998888', amount, channelId }
      return api<RechargeRow>('/api/recharges', { method: 'POST', token: userToken, body })
    }

    /** With the fee and the amount received the form would show, as the app sends them. */
    async function requestWithdrawal(amount: string): Promise<WithdrawalRow> {
      const { feeRateBp } = await api<WithdrawOptions>('/api/wallet/withdraw-options', { token: userToken })
      const fee = withdrawalFee(Number(amount), feeRateBp)
      const body = {
        amount,
        wallet: 'balance',
        expectedFee: String(fee),
        expectedActual: String(Number(amount) - fee),
        password: USER.password,
      }
      return api<WithdrawalRow>('/api/withdrawals', { method: 'POST', token: userToken, body })
    }

    async function allProducts(): Promise<ProductView[]> {
      const products: ProductView[] = []
      let cursor: string | null = null
      do {
        const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
        const page: Page<ProductView> = await api<Page<ProductView>>(`/api/products${query}`)
        products.push(...page.items)
        cursor = page.next
      } while (cursor)
      return products
    }
  },
)
