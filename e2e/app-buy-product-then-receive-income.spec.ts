import { beforeAll, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { OpsProductRow, OrderRow, ReceiveReply } from '@app/contracts'
import {
  callApi,
  dialogShown,
  dialogsGone,
  expectCleanScreenAfterToasts,
  expectToast,
  goTo,
  logIn,
} from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

const money = (minor: string) => `$${(Number(minor) / 100).toFixed(2)}`

/** The signed-in user's token, as the app stores it. */
const tokenOf = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? '""') as string

describeJourney('the demo user buys products, then receives income', { app: 'signed-out' }, (journey) => {
  const { server, app } = journey
  const moneyPosts: string[] = []

  const orders = async () => {
    const reply = await callApi<{ data: { items: OrderRow[] } }>(server.url, '/api/orders', {
      headers: { Authorization: `Bearer ${await tokenOf(app.page)}` },
    })
    return reply.body.data.items
  }

  const openProduct = async (name: string) => {
    const { page } = app
    await goTo(page, '/pages/index/index')
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Product' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor()
    await page.getByRole('link', { name: new RegExp(`^${name}`) }).click()
    await page.getByRole('heading', { level: 1, name: 'Product detail' }).waitFor()
    await page.getByRole('heading', { level: 2, name }).waitFor()
  }

  // The money POSTs (buy, receive) are counted for the whole journey: the listener comes before the log-in.
  beforeAll(async () => {
    app.page.on('request', (request) => {
      if (request.method() === 'POST' && /\/(buy|receive)$/.test(new URL(request.url()).pathname)) {
        moneyPosts.push(request.headers()['idempotency-key'] ?? '')
      }
    })
    await logIn(app.page)
  })

  const revenue = async () => {
    const reply = await callApi<{ data: { revenue: string } }>(server.url, '/api/wallet', {
      headers: { Authorization: `Bearer ${await tokenOf(app.page)}` },
    })
    return Number(reply.body.data.revenue)
  }

  it('shows every term of a product once, what comes back of the price, and its payout schedule', async () => {
    const { page } = app
    await openProduct('Starter Savings')
    const terms = page.getByRole('definition')
    for (const label of [
      'Price',
      'Rate a year',
      'Number of earnings',
      'Earnings per time',
      'Cycle',
      'Return rate',
      'Minimum VIP level',
      'Purchase limit',
      'Claim period',
      'Total revenue',
      'Daily revenue',
      'Profit rule',
      'Description',
      'Who stands behind it',
      'Risks',
      'At maturity',
      'Leaving early',
    ]) {
      await page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
        .first()
        .waitFor()
    }
    // Each figure once: the estimated total earnings are the total revenue, shown as one row.
    expect(
      await page
        .getByRole('term')
        .filter({ hasText: /^Price$/ })
        .count(),
    ).toBe(1)
    expect(
      await page
        .getByRole('term')
        .filter({ hasText: /^Estimated total earnings$/ })
        .count(),
    ).toBe(0)
    const texts = await terms.allInnerTexts()
    expect(texts).toEqual(
      expect.arrayContaining(['Every day', '30 days', '0.20% over 30 days', '5 (you bought 1)']),
    )
    // 0.20 % over 30 days is 2.43 % a year, its basis stated beside it.
    expect(texts).toEqual(expect.arrayContaining([expect.stringMatching(/^2\.43%\s*simple, 365 days$/)]))
    await page.getByText('You pay $100.00, get $100.00 back and $0.20 profit over 30 days.').waitFor()
    // Buy stays in reach at the bottom of the screen, before any scrolling.
    const buyNow = page.getByRole('button', { name: 'Buy now for $100.00' })
    expect(await buyNow.isVisible()).toBe(true)
    const box = await buyNow.boundingBox()
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844)
    const schedule = page.getByRole('table')
    expect(await schedule.getByRole('row').count()).toBe(1 + 5 + 1)
    await page.getByRole('button', { name: 'Show all 30 earnings' }).click()
    expect(await schedule.getByRole('row').count()).toBe(1 + 30 + 1)
    await schedule.getByText('$100.20').waitFor()
    await expectCleanScreenAfterToasts(app, 'product detail')
  })

  it('buys with Balance pay: confirm shows the price and wallet, and one order is made', async () => {
    const { page } = app
    const before = (await orders()).length
    await page.getByText('Balance pay').click()
    await page.getByRole('button', { name: 'Buy now for $100.00' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' })
    await dialog.waitFor()
    await dialogShown(page)
    expect(await dialog.innerText()).toMatch(/Starter Savings[\s\S]*\$100\.00[\s\S]*Balance pay/)
    await expectCleanScreenAfterToasts(app, 'purchase confirmation')
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/buy'))
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    // The price the user confirmed travels with the request.
    expect((await sent).postDataJSON()).toEqual({ wallet: 'balance', expectedPrice: '10000' })
    await page.getByRole('dialog', { name: 'Purchase successful' }).waitFor()
    await page.getByText('5 (you bought 2)').waitFor()
    const after = await orders()
    expect(after).toHaveLength(before + 1)
    expect(after[0]).toMatchObject({ productName: 'Starter Savings', payWallet: 'balance', price: '10000' })
  })

  it('buys with Revenue pay, the revenue wallet shown beside it', async () => {
    const { page } = app
    await openProduct('Quick Yield')
    // 0.02 every two minutes for three and a half days: your money back and a little profit.
    await page
      .getByText('You pay $50.00, get $50.00 back and $0.02 profit over 3 days 11 h 22 min.')
      .waitFor()
    await page.getByText('4.20%').first().waitFor()
    const before = await revenue()
    expect(before).toBeGreaterThanOrEqual(5000)
    await page.getByText(`Available ${money(String(before))}`).waitFor()
    await page.getByText('Revenue pay').click()
    expect(await page.getByRole('radio', { name: /Revenue pay/ }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Buy now for $50.00' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' })
    expect(await dialog.innerText()).toContain('Revenue pay')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    const receipt = page.getByRole('dialog', { name: 'Purchase successful' })
    await receipt.waitFor()
    expect(await receipt.innerText()).toMatch(/Quick Yield[\s\S]*\$50\.00[\s\S]*Revenue/)
    await receipt.getByRole('button', { name: 'Done' }).click()
    await receipt.waitFor({ state: 'hidden' })
    await page.getByText(`Available ${money(String(before - 5000))}`).waitFor()
    expect((await orders())[0]).toMatchObject({ productName: 'Quick Yield', payWallet: 'revenue' })
    // Two purchases, two keys: each confirmation is its own action.
    expect(moneyPosts).toHaveLength(2)
    expect(new Set(moneyPosts).size).toBe(2)
    await dialogsGone(page)
    await expectCleanScreenAfterToasts(app, 'product detail after buying')
  })

  let received = ''

  it('sees both under My products and receives the income that is due', async () => {
    const { page } = app
    await goTo(page, '/pages/my/index')
    await page.getByRole('link', { name: 'My products' }).click()
    await page.getByRole('heading', { level: 1, name: 'My products' }).waitFor()
    const cards = page.getByRole('article')
    await cards.first().getByRole('heading', { name: 'Quick Yield' }).waitFor()
    expect(await cards.nth(1).getByRole('heading').innerText()).toBe('Starter Savings')
    // The one just bought has nothing due yet; the demo's older Quick Yield has.
    expect(await cards.first().getByRole('button', { name: 'Receive from Quick Yield' }).isDisabled()).toBe(
      true,
    )
    await page.getByRole('button', { name: 'Running' }).click()
    await page.getByRole('button', { name: 'All', exact: true }).click()
    await expectCleanScreenAfterToasts(app, 'my products')

    const older = cards.nth(2)
    expect(await older.getByRole('heading').innerText()).toBe('Quick Yield')
    await older.getByRole('button', { name: 'Receive from Quick Yield' }).click()
    const dialog = page.getByRole('dialog', { name: 'Receive what is due?' })
    await dialog.waitFor()
    const answer = page.waitForResponse((response) => response.url().endsWith('/receive'))
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    const reply = (await (await answer).json()) as { data: ReceiveReply }
    received = reply.data.received
    expect(Number(received)).toBeGreaterThan(0)
    await expectToast(page, 'Successfully received')
    // The list refreshes: what was received now counts as received so far.
    await older.getByText(money(received), { exact: true }).first().waitFor()
    expect(moneyPosts).toHaveLength(3)
  })

  it('finds the income in earning records and wallet records, and opens the record detail', async () => {
    const { page } = app
    await goTo(page, '/pages/wallet/index')
    await page.getByRole('link', { name: 'Earning records' }).click()
    await page.getByRole('heading', { level: 1, name: 'Earning records' }).waitFor()
    const earning = page.getByRole('article').first()
    expect(await earning.innerText()).toContain('Quick Yield')
    await expectCleanScreenAfterToasts(app, 'earning records')

    await goTo(page, '/pages/wallet/index')
    await page.getByRole('link', { name: 'Wallet records' }).click()
    await page.getByRole('heading', { level: 1, name: 'Wallet records' }).waitFor()
    const income = page.getByRole('link', {
      name: new RegExp(`^Earnings received \\+${money(received).replace('$', '\\$')}`),
    })
    await income.first().waitFor()
    await page.getByRole('button', { name: 'Revenue' }).click()
    await income.first().waitFor()
    await expectCleanScreenAfterToasts(app, 'wallet records')
    await income.first().click()
    await page.getByRole('heading', { level: 1, name: 'Transaction detail' }).waitFor()
    const detail = await page.locator('.detail-list').innerText()
    for (const label of [
      'Amount',
      'Real amount',
      'Fee rate',
      'Account',
      'Receiver name',
      'Receiver account',
      'Currency',
      'Payment method',
      'Method',
      'Status',
      'Create time',
    ]) {
      expect(detail).toContain(label)
    }
    expect(detail).toMatch(/Amount\s+\+\$/)
    expect(detail).toMatch(/Account\s+Revenue/)
    expect(detail).toMatch(/Status\s+Completed/)
    await expectCleanScreenAfterToasts(app, 'transaction detail')
  })

  it('a price that changed after the page showed it is refused, nothing is bought, and the page shows the new one', async () => {
    const { page } = app
    await openProduct('Starter Savings')
    await page.getByRole('button', { name: 'Buy now for $100.00' }).waitFor()
    const before = (await orders()).length

    const session = await callApi<{ data: { token: string } }>(server.url, '/api/ops/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
    })
    const admin = { Authorization: `Bearer ${session.body.data.token}` }
    const listed = await callApi<{ data: OpsProductRow[] }>(server.url, '/api/ops/products', {
      headers: admin,
    })
    const product = listed.body.data.find((p) => p.name === 'Starter Savings')
    if (!product) throw new Error('no Starter Savings in the console')
    const { id, name, overview, description, earningAmount, earningsCount, claimPeriodSeconds } = product
    const { profitRule, minVip, purchaseLimit, featured, sort } = product
    const repriced = await callApi(server.url, `/api/ops/products/${id}`, {
      method: 'PUT',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...{ name, overview, description, price: '12000', earningAmount, earningsCount, claimPeriodSeconds },
        ...{ profitRule, minVip, purchaseLimit, featured, sort },
      }),
    })
    expect(repriced.status).toBe(200)

    await page.getByRole('button', { name: 'Buy now for $100.00' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' })
    await dialog.waitFor()
    await dialogShown(page)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expectToast(
      page,
      'The price of this product has changed to $120.00. Please check the new price and try again.',
    )
    // The refusal is a 409, which Chromium logs as a failed resource: expected here, and only that.
    await expect.poll(() => app.errors.length).toBe(1)
    expect(app.errors[0]).toContain('status of 409')
    app.errors.length = 0
    await page.getByRole('button', { name: 'Buy now for $120.00' }).waitFor()
    expect(await orders()).toHaveLength(before)
    await expectCleanScreenAfterToasts(app, 'product detail after the price changed')
  })
})
