import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { Locale, PortfolioReply, ReceiveReply } from '@app/contracts'
import { dialogShown, expectCleanScreenAfterToasts, expectToast, goTo, oneLine } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'
import { textsOf } from './support/texts.ts'

/** The signed-in user's token, as the app stores it. */
const tokenOf = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? '""') as string

/**
 * Wherever earnings are shown, the demo user (four months of history, thousands of earnings) is told
 * what of them was profit and what their own money coming back (decision 0053): the product page's
 * schedule, My products and Receive, Earning records (a line per receipt), the activity feed and the
 * receipt, which names the wallet the money went to; and Home says the same in Spanish and Japanese.
 */
describeJourney(
  'profit and the money back apart, wherever earnings are shown',
  { app: 'signed-in' },
  (journey) => {
    const { app } = journey
    const { t, money } = textsOf('en')
    const split = (parts: { profit: string; principal: string }) =>
      t('portfolio.receivedSplit', { profit: money(parts.profit), principal: money(parts.principal) })

    it("the product page: each earning's profit beside it, and a long schedule says how much of it is listed", async () => {
      const { page } = app
      const products = await journey.api<{ items: { id: number; name: string }[] }>('/api/products')
      const id = (name: string) => products.items.find((p) => p.name === name)?.id ?? 0
      await goTo(page, `/pages/product/detail?id=${id('Starter Savings')}`)
      const schedule = page.getByRole('table')
      await page.getByRole('button', { name: 'Show all 30 earnings' }).click()
      // 3.34 a day returns 3.33 or 3.34 of the price: the 0.20 of profit comes a cent at a time.
      expect(await oneLine(schedule.locator('tfoot'))).toBe('Total of 30 earnings $100.20 $0.20')
      const profits = await schedule.locator('tbody td:nth-child(4)').allInnerTexts()
      expect(new Set(profits)).toEqual(new Set(['$0.00', '$0.01']))

      await goTo(page, `/pages/product/detail?id=${id('Quick Yield')}`)
      await page.getByRole('button', { name: 'Show the first 100 of 2,501 earnings' }).click()
      // The first hundred, a gap, and the last one: the plan's end is never hidden.
      const indices = await schedule.locator('tbody tr td:first-child').allInnerTexts()
      expect(indices).toHaveLength(102)
      expect(indices.slice(-2)).toEqual(['…', '2,501'])
      await page.getByText('101 of 2,501 earnings shown').waitFor()
      expect(await oneLine(schedule.locator('tfoot'))).toBe('Total of 2,501 earnings $50.02 $0.02')
      await expectCleanScreenAfterToasts(app, 'a long payout schedule')
    })

    let receipt: ReceiveReply | undefined

    it('My products: what a holding received, its profit apart; Receive says what of it is profit, and does it', async () => {
      const { page } = app
      await goTo(page, '/pages/my/myProduct')
      const card = page.getByRole('article').first()
      await card.getByRole('heading', { name: 'Quick Yield' }).waitFor()
      expect(await oneLine(card)).toContain(`Received so far $0.00 ${split({ profit: '0', principal: '0' })}`)
      // What one paying day brings is said to include the money back.
      expect(await oneLine(card)).toContain(
        'Daily revenue $14.40 What one paying day brings, your money back included',
      )
      await card.getByRole('button', { name: 'Receive from Quick Yield' }).click()
      const dialog = page.getByRole('dialog', { name: 'Receive what is due?' })
      await dialog.waitFor()
      await dialogShown(page)
      expect(await oneLine(dialog)).toMatch(
        /Of it, \$[0-9.]+ is your own money coming back and \$0\.01 is profit\./,
      )
      const answer = page.waitForResponse((r) => r.url().endsWith('/receive'))
      await dialog.getByRole('button', { name: 'Confirm' }).click()
      receipt = ((await (await answer).json()) as { data: ReceiveReply }).data
      // Its first earning carries a cent of profit; every other so far is wholly money back.
      expect(receipt.parts.profit).toBe('1')
      expect(Number(receipt.parts.principal)).toBe(Number(receipt.received) - 1)
      await expectToast(page, 'Successfully received')
      await card.getByText(split(receipt.parts)).waitFor()
      await expectCleanScreenAfterToasts(app, 'my products after a receipt')
    })

    it('Earning records: one line per receipt, months of them, paged as the list is scrolled', async () => {
      const { page } = app
      if (!receipt) throw new Error('nothing was received')
      await goTo(page, '/pages/wallet/earningList')
      const lines = page.getByRole('article')
      const newest = await oneLine(lines.first())
      expect(newest).toContain(`Quick Yield +${money(receipt.received)}`)
      const last = receipt.holding.collectedCount
      expect(newest).toContain(`Earnings 1 to ${last} (${last})`)
      expect(newest).toContain(split(receipt.parts))
      await expectCleanScreenAfterToasts(app, 'earning records')
      // Thousands of earnings make some eighty receipts: the list pages them as it is scrolled.
      expect(await lines.count()).toBe(20)
      await lines.last().scrollIntoViewIfNeeded()
      await expect.poll(() => lines.count()).toBeGreaterThan(20)
    })

    it('the feed and the receipt: the product, the split, the revenue wallet; a purchase names the wallet that paid', async () => {
      const { page } = app
      if (!receipt) throw new Error('nothing was received')
      await goTo(page, '/pages/wallet/records')
      const line = page.getByRole('link', {
        name: new RegExp(`^Earnings received \\+\\${money(receipt.received)}`),
      })
      await line.first().waitFor()
      const parts = { profit: money(receipt.parts.profit), principal: money(receipt.parts.principal) }
      expect(await oneLine(line.first())).toContain(
        t('activity.incomeLine', { product: 'Quick Yield', ...parts }),
      )
      // The quick plan bought twelve hours ago was paid from Revenue, and its line says so.
      await page.getByText('Quick Yield · paid from Revenue').first().waitFor()
      await line.first().click()
      const detail = page.locator('.detail-list')
      await detail.waitFor()
      const text = await oneLine(detail)
      for (const row of [
        'Product Quick Yield',
        `Earnings 1 to ${receipt.holding.collectedCount}`,
        `Your money back ${parts.principal}`,
        `Profit ${parts.profit}`,
        'Account Revenue',
      ])
        expect(text).toContain(row)
      // Nothing that does not apply to earnings received: no dashes, no currency, no fee rate.
      for (const absent of ['--', 'Currency', 'Fee rate', 'Receiver', 'Balance'])
        expect(text).not.toContain(absent)
      await expectCleanScreenAfterToasts(app, 'the receipt of earnings')
    })

    const OTHER: { locale: Locale; colorScheme: 'light' | 'dark' }[] = [
      { locale: 'es', colorScheme: 'light' },
      { locale: 'ja', colorScheme: 'dark' },
    ]
    for (const { locale, colorScheme } of OTHER)
      it(`Home in ${locale}: what came in today and the profit so far, the money back apart`, async () => {
        const { page } = app
        const texts = textsOf(locale)
        // The language as Settings stores it, on a phone in the colour scheme asked.
        await page.evaluate((l) => localStorage.setItem('locale', JSON.stringify(l)), locale)
        await page.emulateMedia({ colorScheme })
        await goTo(page, '/pages/index/index')
        await page.reload()
        const token = await tokenOf(page)
        const figures = await journey.api<PortfolioReply>('/api/portfolio', { token })
        const card = page.getByRole('region', { name: texts.t('portfolio.title') })
        await card.locator('.portfolio-total', { hasText: texts.money(figures.totalAssets) }).waitFor()
        const shown = await oneLine(card)
        const { receivedToday: today, receivedTotal: total } = figures
        for (const text of [
          texts.t('portfolio.receivedToday'),
          texts.t('portfolio.receivedSplit', {
            profit: texts.money(today.profit),
            principal: texts.money(today.principal),
          }),
          texts.t('portfolio.profitSoFar'),
          texts.t('portfolio.profitSoFarHint', { received: texts.money(total.received) }),
        ])
          expect(shown).toContain(text)
        await page.getByRole('img', { name: texts.t('portfolio.chartTitle') }).waitFor()
        await expectCleanScreenAfterToasts(app, `home in ${locale}`)
      })
  },
)
