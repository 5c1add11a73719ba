import { beforeAll, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  formatMoney,
  splitEarnings,
  type AppConfig,
  type PortfolioReply,
  type ReceiveAllReply,
} from '@app/contracts'
import { apiData, dialogShown, expectCleanScreenAfterToasts, goTo, logIn } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

/** The signed-in user's token, as the app stores it. */
const tokenOf = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? '""') as string

/**
 * The profit of the earnings that fell due between two readings of the portfolio, holding by holding
 * (each running holding's earnings due are those received plus those receivable), split by the one
 * rule the server uses (income-split.ts).
 */
function profitFallenDue(before: PortfolioReply, after: PortfolioReply): number {
  let profit = 0
  for (const h of after.running) {
    const was = before.running.find((b) => b.id === h.id)
    const dueBefore = was ? was.collectedCount + was.receivableCount : 0
    const terms = {
      price: Number(h.price),
      earningAmount: (Number(h.planProfit) + Number(h.price)) / h.earningsCount,
      earningsCount: h.earningsCount,
    }
    profit += splitEarnings(terms, dueBefore + 1, h.collectedCount + h.receivableCount).profit
  }
  return profit
}

/** A finger on the screen: down at `from`, dragged to `to` in small steps, then lifted. */
async function drag(page: Page, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 })
  const at = (y: number) => [{ x: 195, y }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) })
  for (let y = from + 20; y <= to; y += 20)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

describeJourney(
  'the demo user sees their portfolio, buys, and receives everything when it falls due',
  { app: 'signed-out' },
  (journey) => {
    const { server, app } = journey
    let token = ''
    let currency = ''
    const money = (minor: string | number) => formatMoney(String(minor), currency)
    const portfolio = () => apiData<PortfolioReply>(server.url, '/api/portfolio', { token })
    const portfolioGets: string[] = []
    const receiveAllPosts: string[] = []
    let bought: PortfolioReply['running'][number] | undefined
    let afterBuying: PortfolioReply | undefined

    beforeAll(async () => {
      app.page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname === '/api/portfolio') portfolioGets.push(url.search)
        if (url.pathname === '/api/holdings/receive-all') receiveAllPosts.push(request.method())
      })
      await logIn(app.page)
      token = await tokenOf(app.page)
      currency = (await apiData<AppConfig>(server.url, '/api/config')).currency
    })

    const totalCard = (page: Page) => page.getByRole('region', { name: 'Total assets' })

    it('Home shows total assets and its parts, what came in today and the profit so far apart from the money back, running products and the chart', async () => {
      const { page } = app
      const figures = await portfolio()
      const card = totalCard(page)
      await card.locator('.portfolio-total', { hasText: money(figures.totalAssets) }).waitFor()
      const text = await card.innerText()
      for (const label of ['Cash', 'Invested', 'Receivable now', 'Received today', 'Profit so far'])
        expect(text).toContain(label)
      expect(text).toContain('Cash + invested + receivable now')
      expect(text).toContain('Principal not yet paid back')
      // Months of history: most of what came back was the user's own money, and Home says so.
      const { receivedToday: today, receivedTotal: total } = figures
      expect(Number(total.principal)).toBeGreaterThan(100 * Number(total.profit))
      expect(Number(total.principal) + Number(total.profit)).toBe(Number(total.received))
      expect(text).toContain(`Profit ${money(today.profit)} · your money back ${money(today.principal)}`)
      expect(text).toContain(money(total.profit))
      expect(text).toContain(`Of ${money(total.received)} received in all; the rest was your money back`)
      expect(text).not.toMatch(/income/i)
      // The day is the device's own: the app names its zone.
      expect(portfolioGets.some((search) => search.startsWith('?tz='))).toBe(true)
      const running = page.getByRole('region', { name: 'Running products' })
      await running.getByRole('progressbar').first().waitFor()
      expect(await running.getByRole('progressbar').count()).toBe(figures.running.length)
      const chart = page.getByRole('img', { name: 'Received per day' })
      await chart.waitFor()
      expect(await page.getByText(/^Your money back, last 7 days: /).count()).toBe(1)
      expect(await page.getByText(/^Profit, last 7 days: /).count()).toBe(1)
      // The table for screen readers carries both parts of each day.
      const table = page.locator('.portfolio-chart table')
      expect(await table.locator('thead th').allInnerTexts()).toEqual([
        'Day',
        'Your money back',
        'Profit',
        'Still to come',
        'Still to come: profit',
      ])
      await expectCleanScreenAfterToasts(app, 'home with the portfolio')
    })

    it('buying the fast-paying product moves cash into invested: the total does not drop', async () => {
      const { page } = app
      const before = await portfolio()
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Product' })
        .click()
      await page.getByRole('link', { name: /^Quick Yield/ }).click()
      await page.getByRole('heading', { level: 2, name: 'Quick Yield' }).waitFor()
      await page.getByText('Balance pay').click()
      await page.getByRole('button', { name: 'Buy now for $50.00' }).click()
      const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' })
      await dialog.waitFor()
      await dialogShown(page)
      await dialog.getByRole('button', { name: 'Confirm' }).click()
      const receipt = page.getByRole('dialog', { name: 'Purchase successful' })
      await receipt.waitFor()
      await receipt.getByRole('button', { name: 'Done' }).click()

      const after = await portfolio()
      expect(Number(after.cash)).toBe(Number(before.cash) - 5000)
      // A purchase takes nothing away: the total moved by the profit of what fell due meanwhile only.
      expect(Number(after.totalAssets) - Number(before.totalAssets)).toBe(profitFallenDue(before, after))
      afterBuying = after
      bought = after.running.find((h) => !before.running.some((b) => b.id === h.id))
      expect(bought).toMatchObject({
        productName: 'Quick Yield',
        invested: '5000',
        collectedCount: 0,
        nextAmount: '2',
      })
      // Quick Yield pays every two minutes: the server's clock comes to a few seconds before the
      // first payout, so the journey does not sit out the two minutes. The page is not told: Home,
      // loaded afresh, fetches figures as of the new time, and from then on has to notice the
      // payout by itself.
      const firstDue = bought?.nextDueAt
      if (!firstDue) throw new Error('the new holding has no payout to come')
      server.clock.moveTo(firstDue - 4)

      await goTo(page, '/pages/index/index')
      await page.reload()
      await totalCard(page)
        .locator('.portfolio-total', { hasText: money((await portfolio()).totalAssets) })
        .waitFor()
    })

    it('when its first earning falls due Home updates by itself, and Receive all receives everything once', async () => {
      const { page } = app
      const id = bought?.id ?? 0
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))
      // A few seconds on the server's clock: wait for it to say the new holding has income due.
      await expect
        .poll(async () => (await portfolio()).running.find((h) => h.id === id)?.receivableCount ?? 0, {
          timeout: 30_000,
          interval: 1_000,
        })
        .toBeGreaterThan(0)
      // The page asks again at the payout time, with no reload and no touch.
      const receiveAll = page.getByRole('button', { name: /^Receive all / })
      await expect
        .poll(
          async () => {
            const due = (await portfolio()).receivable
            const shown = (await receiveAll.count()) > 0 ? await receiveAll.innerText() : ''
            return shown === `Receive all ${money(due)}`
          },
          { timeout: 15_000 },
        )
        .toBe(true)
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true)

      const before = await portfolio()
      // The new holding's first earning has fallen due: 0.02, of which a cent is profit (the first
      // and the 1251st of the plan's 2,501 carry one). Total assets rose by the profit of every
      // earning that fell due since the purchase, and no more.
      expect(before.running.find((h) => h.id === id)?.receivableCount).toBeGreaterThan(0)
      if (!afterBuying) throw new Error('no figures from the purchase')
      const risen = profitFallenDue(afterBuying, before)
      expect(risen).toBeGreaterThanOrEqual(1)
      expect(Number(before.totalAssets) - Number(afterBuying.totalAssets)).toBe(risen)
      await receiveAll.click()
      const dialog = page.getByRole('dialog', { name: 'Receive everything due?' })
      await dialog.waitFor()
      await dialogShown(page)
      expect(await dialog.innerText()).toMatch(
        /Of it, \$[0-9,.]+ is your own money coming back and \$[0-9,.]+ is profit\./,
      )
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/holdings/receive-all')
      await dialog.getByRole('button', { name: 'Confirm' }).click()
      const reply = (await (await answer).json()) as { code: number; data: ReceiveAllReply }
      expect(reply.code).toBe(200)
      expect(receiveAllPosts).toEqual(['POST'])
      const lines = reply.data.holdings
      expect(lines.map((h) => h.id)).toContain(id)
      expect(lines.reduce((sum, h) => sum + Number(h.received), 0)).toBe(Number(reply.data.received))
      // What was received stays in view, holding by holding.
      const status = page.locator('.portfolio-receipt')
      await status.getByText(`Received ${money(reply.data.received)}`).waitFor()
      expect(await status.getByRole('listitem').count()).toBe(lines.length)

      // One ledger entry per holding, each in the revenue wallet's records.
      const records = await apiData<{ items: { kind: string; amount: string }[] }>(
        server.url,
        '/api/wallet/records?account=revenue',
        { token },
      )
      const newest = records.items.slice(0, lines.length)
      expect(newest.every((r) => r.kind === 'income')).toBe(true)
      expect(newest.map((r) => r.amount).sort()).toEqual(lines.map((h) => h.received).sort())

      const after = await portfolio()
      // What was received came in whole, its money back and its profit each where they belong.
      const parts = reply.data.parts
      expect(Number(parts.principal) + Number(parts.profit)).toBe(Number(reply.data.received))
      for (const part of ['received', 'principal', 'profit'] as const)
        expect(Number(after.receivedTotal[part]) - Number(before.receivedTotal[part]), part).toBe(
          Number(parts[part]),
        )
      expect(Number(after.receivedToday.received)).toBeGreaterThanOrEqual(Number(reply.data.received))
      // Receiving moves money from receivable to cash: Total assets rose by exactly the profit of the
      // earnings that fell due meanwhile (none, if no two-minute payout came in between).
      expect(Number(after.totalAssets) - Number(before.totalAssets)).toBe(profitFallenDue(before, after))
      expect(Number(after.cash) - Number(before.cash)).toBe(Number(reply.data.received))
      await totalCard(page).getByText(money(after.receivedTotal.profit), { exact: true }).waitFor()
      await expectCleanScreenAfterToasts(app, 'home after Receive all')
    }, 90_000)

    it('pulling Wallet down asks for every figure again; so does its Refresh button', async () => {
      const { page } = app
      await goTo(page, '/pages/wallet/index')
      await totalCard(page).locator('.portfolio-total').waitFor()
      await page.getByRole('img', { name: 'Received per day' }).waitFor()
      const asked = portfolioGets.length
      const wallet = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/wallet')
      await drag(page, 200, 520)
      await wallet
      await expect.poll(() => portfolioGets.length).toBeGreaterThan(asked)
      const again = portfolioGets.length
      await totalCard(page).getByRole('button', { name: 'Refresh' }).click()
      await expect.poll(() => portfolioGets.length).toBeGreaterThan(again)
      await expectCleanScreenAfterToasts(app, 'wallet with the portfolio')
    })
  },
)
