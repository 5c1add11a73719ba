import { beforeAll, expect, it } from 'vitest'
import type { RechargeRow, WithdrawalRow } from '@app/contracts'
import {
  callApi,
  DEMO_USER,
  dialogShown,
  expectCleanScreenAfterToasts,
  expectToast,
  goTo,
} from './support/browser.ts'
import { ADMIN as OPERATOR } from './support/console.ts'
import { describeJourney, type JourneyOptions } from './support/journey.ts'

/** Signed in, and allowed to read what the page copies. */
const phone: JourneyOptions = { app: 'signed-in', permissions: ['clipboard-read', 'clipboard-write'] }

describeJourney('the demo user recharges and withdraws', phone, ({ server, app }) => {
  let operatorToken = ''

  /** The operator's side, over HTTP from here: what the console's buttons call. */
  const operator = async <T>(route: string, body?: unknown) => {
    const reply = await callApi<{ code: number; data: T }>(server.url, route, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${operatorToken}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(reply.status).toBe(200)
    return reply.body.data
  }

  beforeAll(async () => {
    const session = await callApi<{ data: { token: string } }>(server.url, '/api/ops/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(OPERATOR),
    })
    operatorToken = session.body.data.token
  })

  let rechargeId = 0

  it('recharge: each spec message in order, the confirmation, Recharging... then Recharge Success', async () => {
    const { page } = app
    await goTo(page, '/pages/wallet/index')
    await page.getByRole('link', { name: 'Recharge', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Recharge' }).waitFor()
    await expectCleanScreenAfterToasts(app, 'recharge form')
    const submit = () => page.locator('form').getByRole('button', { name: 'Recharge' }).click()

    // The membership number starts as the user's own member number, explained under the field.
    const member = page.getByLabel('Membership number')
    const ownNumber = await member.inputValue()
    expect(ownNumber).toMatch(/^[1-9][0-9]*$/)
    await page.getByText('Your membership number, as on the My page', { exact: false }).waitFor()
    await member.fill('')
    await submit()
    await expectToast(page, 'Please enter membership number')
    await member.fill(ownNumber)
    await submit()
    await expectToast(page, 'Please select amount')
    await page.getByLabel('Or enter an amount ($)').fill('12.345')
    await submit()
    await expectToast(page, 'Enter an amount like 1,234.56')
    await page.getByLabel('Or enter an amount ($)').fill('123.45')
    await submit()
    await expectToast(page, 'Please select wallet type')
    await page.getByText('Mobile wallet').click()
    // The wallet type names the company to pay and its number.
    await page.getByText('Harvest Mobile Pay').waitFor()
    await page.getByText('HMP-004-7731').waitFor()
    await submit()
    await expectToast(page, 'Please enter the recharge account')
    await page.getByLabel('Recharge account').fill('6222000033334444')
    await expectCleanScreenAfterToasts(app, 'recharge form filled in')

    // Hold the answer a moment, so the loading toast can be seen before the success.
    await page.route('**/api/recharges', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await submit()
    const dialog = page.getByRole('dialog', { name: 'Do you confirm the recharge?' })
    await dialog.waitFor()
    await dialogShown(page)
    expect(await dialog.innerText()).toMatch(/\$123\.45[\s\S]*Mobile wallet/)
    await expectCleanScreenAfterToasts(app, 'recharge confirmation')
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/recharges') && r.request().method() === 'POST',
    )
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expectToast(page, 'Recharging...')
    const reply = await created
    expect(reply.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    rechargeId = ((await reply.json()) as { data: RechargeRow }).data.id
    await expectToast(page, 'Recharge Success')
    await page.unroute('**/api/recharges')

    // The screen says what that means: recorded, to be paid with this reference, waiting.
    const recorded = page.getByRole('region', { name: 'Request recorded' })
    const reference = `R${String(rechargeId).padStart(6, '0')}`
    await recorded.getByText(reference, { exact: true }).waitFor()
    await recorded.getByText('Now pay $123.45 to the company below').waitFor()
    await recorded.getByText('HMP-004-7731', { exact: true }).waitFor()
    await recorded
      .getByRole('status')
      .getByText('Waiting for an operator to confirm your payment: 30 min left.')
      .waitFor()
    await recorded.getByText('Your balance changes only when the payment is confirmed.').waitFor()
    await recorded.getByRole('button', { name: 'Copy Payment reference' }).click()
    await expectToast(page, 'Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference)
    await expectCleanScreenAfterToasts(app, 'recharge recorded')
    await recorded.getByRole('link', { name: 'Recharge records' }).click()

    await page.getByRole('heading', { level: 1, name: 'Recharge records' }).waitFor()
    const first = page.getByRole('article', { name: 'Recharge of $123.45' })
    await first.getByText('Pending').waitFor()
    await first.getByText('HMP-004-7731').waitFor()
    await expectCleanScreenAfterToasts(app, 'recharge records')
  })

  it('the operator confirms it: the app shows Completed and the balance grows', async () => {
    const { page } = app
    await goTo(page, '/pages/wallet/index')
    await page.getByText('$14,350.00').waitFor()
    await operator(`/api/ops/recharges/${rechargeId}/confirm`, { reference: 'FT-2611-0042' })
    await page.reload()
    await page.getByText('$14,473.45').waitFor()
    const recent = page.getByRole('region', { name: 'Recent recharges' })
    await recent.getByText('$123.45').waitFor()
    await recent.getByRole('listitem').first().getByText('Completed').waitFor()
    await goTo(page, '/pages/wallet/rechargeList')
    await page.getByRole('article', { name: 'Recharge of $123.45' }).getByText('Completed').waitFor()
  })

  it('a pending recharge can be cancelled with buttons that say what they do, and then reads Cancelled', async () => {
    const { page } = app
    await goTo(page, '/pages/wallet/rechargeCreate')
    await page.getByRole('radio', { name: '$100.00' }).check({ force: true })
    await page.getByText('Bank transfer').click()
    await page.getByLabel('Recharge account').fill('6222000033334444')
    await page.locator('form').getByRole('button', { name: 'Recharge' }).click()
    await page
      .getByRole('dialog', { name: 'Do you confirm the recharge?' })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await expectToast(page, 'Recharge Success')
    await page.getByRole('link', { name: 'Recharge records' }).click()
    const pending = page.getByRole('article', { name: 'Recharge of $100.00' }).first()
    await pending.getByText('Pending').waitFor()
    await pending.getByRole('button', { name: 'Cancel recharge' }).click()
    const asked = page.getByRole('dialog', { name: 'Cancel this recharge?' })
    await asked.waitFor()
    // "Cancel" alone would say both things at once: the buttons say keep or cancel the recharge.
    expect(await asked.getByRole('button').allInnerTexts()).toEqual(['Keep it', 'Cancel recharge'])
    await asked.getByRole('button', { name: 'Cancel recharge' }).click()
    await expectToast(page, 'The recharge was cancelled.')
    await pending.locator('.status-tag', { hasText: /^Cancelled$/ }).waitFor()
    await goTo(page, '/pages/wallet/index')
    const recent = page.getByRole('region', { name: 'Recent recharges' })
    // The cached list shows first, then the refreshed one.
    await recent.getByRole('listitem').first().getByText('Cancelled', { exact: true }).waitFor()
    await expectCleanScreenAfterToasts(app, 'wallet with a cancelled recharge')
  })

  it('withdraw: asks for the amount, needs a receipt account, shows the fee and the actual amount first', async () => {
    const { page } = app
    await goTo(page, '/pages/wallet/index')
    await page.getByRole('link', { name: 'Withdraw', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Withdraw' }).waitFor()
    await page.getByText('Minimum $10.00, maximum $50,000.00; 0 of 3 withdrawals used today.').waitFor()
    const submit = () => page.locator('form').getByRole('button', { name: 'Withdraw' }).click()
    await submit()
    await expectToast(page, 'Please enter the Withdrawal amount')
    await page.getByLabel('Withdrawal amount ($)').fill('123.45')
    // 2 % of 123.45 is 2.469: the fee is 2.46, and 120.99 arrives.
    const figures = page.getByRole('definition')
    await page.getByText('Fee (2.00%)').waitFor()
    expect(await figures.allInnerTexts()).toEqual(expect.arrayContaining(['$2.46', '$120.99']))
    await submit()
    await expectToast(page, 'Please add your receipt account first.')
    await expectCleanScreenAfterToasts(app, 'withdraw without a receipt account')

    await page.getByRole('link', { name: 'Add a receipt account' }).click()
    await page.getByRole('heading', { level: 1, name: 'Receipt account' }).waitFor()
    await page.getByLabel('Account number').fill('0123456789')
    await page.getByLabel('Receiver name').fill('Demo User')
    await page.getByRole('group', { name: 'Method (bank or wallet)' }).getByText('Bank transfer').click()
    await page.getByLabel('Current password').fill(DEMO_USER.password)
    await page.getByRole('button', { name: 'Save' }).click()
    const readBack = page.getByRole('dialog', { name: 'Check the account' })
    await readBack.getByText('Bank transfer ••••6789 — is this right?').waitFor()
    await readBack.getByRole('button', { name: 'Confirm' }).click()
    await expectToast(page, 'Modification successful')
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('heading', { level: 1, name: 'Withdraw' }).waitFor()
    await page.getByText('0123456789').waitFor()

    await page.getByLabel('Withdrawal amount ($)').fill('100')
    await page.getByText('Revenue', { exact: true }).click()
    await submit()
    await expectToast(page, 'Insufficient balance.')
    await page.getByText('Balance', { exact: true }).click()
    await submit()
    const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal' })
    await dialog.waitFor()
    await dialogShown(page)
    expect(await dialog.innerText()).toMatch(
      /\$100\.00[\s\S]*\$2\.00[\s\S]*\$98\.00[\s\S]*Bank transfer ••••6789/,
    )
    await dialog.getByText('Enter your password to send $100.00 to Bank transfer ••••6789.').waitFor()
    await dialog.getByLabel('Your password').fill(DEMO_USER.password)
    await expectCleanScreenAfterToasts(app, 'withdraw confirmation')
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/withdrawals') && r.request().method() === 'POST',
    )
    await dialog.getByRole('button', { name: 'Withdraw' }).click()
    const reply = await created
    expect(reply.request().headers()['idempotency-key']).toBeTruthy()
    // The fee and the amount received the user confirmed travel with the request, with the password.
    expect(reply.request().postDataJSON()).toEqual({
      amount: '10000',
      wallet: 'balance',
      expectedFee: '200',
      expectedActual: '9800',
      password: DEMO_USER.password,
    })
    await expectToast(page, 'Withdrawal submitted. It will be paid after review.')
    await page.getByRole('heading', { level: 1, name: 'Withdrawal records' }).waitFor()
    const row = page.getByRole('article', { name: 'Withdrawal of $100.00' })
    await row.getByText('Pending').waitFor()
    await row.getByText('$98.00').waitFor()
    await expectCleanScreenAfterToasts(app, 'withdrawal records')

    const { id } = ((await reply.json()) as { data: WithdrawalRow }).data
    await operator<WithdrawalRow>(`/api/ops/withdrawals/${id}/reject`, {
      reason: 'Account name does not match',
    })
    await page.reload()
    await row.getByText('Rejected', { exact: true }).waitFor()
    await row.getByText('Rejected: Account name does not match').waitFor()
    await expectCleanScreenAfterToasts(app, 'a rejected withdrawal')
  })

  it('withdraw: a fee that changed after the form showed it is refused, and the form shows the new one', async () => {
    const { page } = app
    await goTo(page, '/pages/wallet/withdrawCreate')
    await page.getByRole('heading', { level: 1, name: 'Withdraw' }).waitFor()
    await page.getByLabel('Withdrawal amount ($)').fill('100')
    await page.getByText('Fee (2.00%)').waitFor()

    const settings = await callApi<{ data: Record<string, unknown> }>(server.url, '/api/ops/money-settings', {
      headers: { Authorization: `Bearer ${operatorToken}` },
    })
    const changed = await callApi(server.url, '/api/ops/money-settings', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${operatorToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...settings.body.data, withdrawFeeBp: 300 }),
    })
    expect(changed.status).toBe(200)

    await page.locator('form').getByRole('button', { name: 'Withdraw' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal' })
    await dialog.waitFor()
    await dialogShown(page)
    await dialog.getByLabel('Your password').fill(DEMO_USER.password)
    await dialog.getByRole('button', { name: 'Withdraw' }).click()
    await expectToast(
      page,
      'The withdrawal fee has changed: it is now $3.00, and you would receive $97.00. Please check the amounts and try again.',
    )
    // The refusal is a 409, which Chromium logs as a failed resource: expected here, and only that.
    await expect.poll(() => app.errors.length).toBe(1)
    expect(app.errors[0]).toContain('status of 409')
    app.errors.length = 0
    // The form refreshed: the new fee and amount received, and no withdrawal was made.
    await dialog.waitFor({ state: 'hidden' })
    const form = page.locator('form')
    await form.getByText('Fee (3.00%)').first().waitFor()
    expect(await form.getByRole('definition').allInnerTexts()).toEqual(
      expect.arrayContaining(['$3.00', '$97.00']),
    )
    await page.getByText('Minimum $10.00, maximum $50,000.00; 1 of 3 withdrawals used today.').waitFor()
    await expectCleanScreenAfterToasts(app, 'withdraw after the fee changed')
  })
})
