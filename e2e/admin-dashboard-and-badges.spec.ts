import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  formatMoney,
  withdrawalFee,
  type AppConfig,
  type DashboardPeriod,
  type DashboardReply,
  type Page as ListPage,
  type ProductView,
  type RechargeOptions,
  type RechargeRow,
  type SessionReply,
  type WithdrawalRow,
  type WithdrawOptions,
} from '@app/contracts'
import {
  apiData,
  chromiumPath,
  launchBrowser,
  openBrowserPage,
  seriousAxeViolations,
  type AppBrowser,
} from './support/browser.ts'
import { ADMIN, signIn, type ConsolePage } from './support/console.ts'
import { startTestServer, type TestServer } from './support/server.ts'

/** The console at the size operators use it. */
const WIDE = { width: 1440, height: 900 }
const USER = { phone: '5550100001', password: 'demo1234' }
const RECEIPT = { accountNumber: '1234567890', receiverName: 'Demo User', method: 'Bank transfer' }

/**
 * An operator's day: money moves through the API (a recharge confirmed, a product bought, a
 * withdrawal paid, one waiting), and the dashboard the console opens on shows the figures the
 * server had before plus exactly what moved; a new recharge request then appears as a badge in the
 * menu without a reload.
 */
describe.skipIf(!chromiumPath)('operator console: the dashboard after a day, and live badges', () => {
  let server: TestServer
  let chrome: AppBrowser
  let operator: ConsolePage
  let currency = ''
  let adminToken = ''
  let userToken = ''
  let channelId = 0
  let before: DashboardReply
  const moved = { recharge: 25_000, purchase: 0, paid: 12_000, waiting: 7_000 }
  const money = (minor: string | number) => formatMoney(minor, currency)
  const api = <T>(route: string, init?: Parameters<typeof apiData>[2]) => apiData<T>(server.url, route, init)

  beforeAll(async () => {
    server = await startTestServer()
    chrome = await launchBrowser()
    operator = await openBrowserPage(chrome.browser, { viewport: WIDE, baseURL: server.url })
    currency = (await api<AppConfig>('/api/config')).currency
    adminToken = (await api<{ token: string }>('/api/ops/auth/login', { method: 'POST', body: ADMIN })).token
    userToken = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: USER })).token
    channelId =
      (await api<RechargeOptions>('/api/wallet/recharge-options', { token: userToken })).channels[0]?.id ?? 0
  })

  afterAll(async () => {
    await chrome?.close?.()
    await server?.close?.()
  })

  const requestRecharge = (amount: number) =>
    api<RechargeRow>('/api/recharges', {
      method: 'POST',
      token: userToken,
      body: {
        membershipNumber: 'M-E2E-0002',
        payerAccount: '6222000011112222',
        amount: String(amount),
        channelId,
      },
    })
  async function requestWithdrawal(amount: number): Promise<WithdrawalRow> {
    const { feeRateBp } = await api<WithdrawOptions>('/api/wallet/withdraw-options', { token: userToken })
    const fee = withdrawalFee(amount, feeRateBp)
    const body = {
      amount: String(amount),
      wallet: 'balance',
      expectedFee: String(fee),
      expectedActual: String(amount - fee),
      password: USER.password,
    }
    return api<WithdrawalRow>('/api/withdrawals', { method: 'POST', token: userToken, body })
  }
  const dashboard = () => api<DashboardReply>('/api/ops/dashboard', { token: adminToken })

  it('moves a day of money through the API', async () => {
    before = await dashboard()
    const recharge = await requestRecharge(moved.recharge)
    await api(`/api/ops/recharges/${recharge.id}/confirm`, {
      method: 'POST',
      token: adminToken,
      body: { reference: `TRF-${recharge.id}` },
    })
    const products = await api<ListPage<ProductView>>('/api/products', { token: userToken })
    const product = products.items
      .filter((p) => p.blockedBy === null)
      .sort((a, b) => Number(a.price) - Number(b.price))[0]
    expect(product).toBeDefined()
    moved.purchase = Number(product?.price)
    await api(`/api/products/${product?.id}/buy`, {
      method: 'POST',
      token: userToken,
      body: { wallet: 'balance', expectedPrice: product?.price },
    })
    await api('/api/account/receipt', {
      method: 'PUT',
      token: userToken,
      body: { ...RECEIPT, password: USER.password },
    })
    const paid = await requestWithdrawal(moved.paid)
    await api(`/api/ops/withdrawals/${paid.id}/complete`, {
      method: 'POST',
      token: adminToken,
      body: { reference: `TRF-W${paid.id}` },
    })
    await requestWithdrawal(moved.waiting)
  })

  /** A period's line as the page shows it: label, today's count and amount, the week's. */
  const expectedRow = (
    label: string,
    key: keyof Omit<DashboardPeriod, 'from' | 'withdrawalFees'>,
    add: number,
  ) => {
    const figure = (period: DashboardPeriod | null) => {
      const was = period?.[key] ?? { count: 0, amount: '0' }
      return [String(was.count + 1), money(Number(was.amount) + add)]
    }
    return [label, ...figure(before.today), ...figure(before.week)]
  }

  it('opens on the dashboard, whose figures are the ledger’s before the day plus what moved', async () => {
    const { page } = operator
    await signIn(page, ADMIN)
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    const rows = page.getByTestId('money-moved').locator('tbody tr')
    await rows.first().waitFor()
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    )
    expect(shown).toEqual([
      expectedRow('Recharges confirmed', 'recharges', moved.recharge),
      expectedRow('Withdrawals paid', 'withdrawals', moved.paid),
      expectedRow('Purchases', 'purchases', moved.purchase),
      // No income was received today: the line is the server's own, unchanged.
      [
        'Income paid',
        String(before.today?.income.count),
        money(before.today?.income.amount ?? 0),
        String(before.week?.income.count),
        money(before.week?.income.amount ?? 0),
      ],
    ])
    const withdrawals = before.queues.withdrawals
    const waiting = page.getByTestId('waiting-withdrawals')
    expect(await waiting.textContent()).toContain(String((withdrawals?.count ?? 0) + 1))
    expect(await waiting.textContent()).toContain(
      `On hold: ${money(Number(withdrawals?.amount) + moved.waiting)}`,
    )
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  it('shows a new recharge request as a badge in the menu, without a reload', async () => {
    const { page } = operator
    const pending = (await dashboard()).queues.recharges?.count ?? 0
    const badge = page.getByTestId('badge-recharges')
    if (pending > 0) await expect.poll(() => badge.textContent()).toBe(String(pending))
    const navigations: string[] = []
    page.on('framenavigated', (frame) => navigations.push(frame.url()))
    await requestRecharge(9_900)
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe(String(pending + 1))
    expect(navigations).toEqual([])
    expect(operator.errors).toEqual([])
  })
})
