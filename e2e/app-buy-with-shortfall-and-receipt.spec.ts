import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  formatUnixSeconds,
  type BuyReply,
  type HoldingView,
  type ProductView,
  type SessionReply,
  type WalletSummary,
} from '@app/contracts'
import {
  DEMO_INVITATION_CODE,
  DEMO_USER,
  dialogsShown,
  expectCleanScreen,
  expectCleanScreenAfterToasts,
  goTo,
  logIn,
  oneLine,
  type AppPage,
} from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

const NEWCOMER = { phone: '5550177123', password: 'fresh-pass' }
const STARTER = 'Starter Savings'
const QUICK = 'Quick Yield'

/** Saves the screen when screenshots are asked for (SCREENSHOT_DIR). */
const snap = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}-390.png` })
}

/** Shows the app in another language, stored as Settings → Language stores it, from a fresh start. */
const useLanguage = async (page: Page, locale: string) => {
  await page.evaluate((l) => localStorage.setItem('locale', JSON.stringify(l)), locale)
  await page.reload()
}

describeJourney('buying with too little money, and the receipt of a purchase', ({ api, openPhone }) => {
  const productId = async (name: string) => {
    const products = await api<{ items: ProductView[] }>('/api/products')
    const product = products.items.find((p) => p.name === name)
    if (!product) throw new Error(`no ${name} in the catalogue`)
    return product.id
  }

  const openProduct = async (page: Page, id: number, name: string) => {
    await goTo(page, `/pages/product/detail?id=${id}`)
    await page.getByRole('heading', { level: 2, name }).waitFor()
  }

  it('a newcomer with $10.00 sees the $40.00 missing for a $50.00 product and recharges exactly that', async () => {
    const { token } = await api<SessionReply>('/api/auth/register', {
      method: 'POST',
      body: { ...NEWCOMER, confirmPassword: NEWCOMER.password, invitationCode: DEMO_INVITATION_CODE },
    })
    await api('/api/redeem', { method: 'POST', token, body: { code: 'WELCOME2026' } })
    expect((await api<WalletSummary>('/api/wallet', { token })).balance).toBe('1000')
    const quick = await productId(QUICK)

    const app: AppPage = await openPhone()
    const { page } = app
    const buys: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/buy')) buys.push(r.url())
    })
    await logIn(page, NEWCOMER)
    await openProduct(page, quick, QUICK)
    await page.getByText('Available $10.00').waitFor()
    const topUp = page.getByRole('button', { name: 'Add $40.00 to buy' })
    await topUp.waitFor()
    expect(await page.getByRole('button', { name: /^Buy now/ }).count()).toBe(0)
    // The button stays in reach at the bottom of the phone's screen.
    const box = await topUp.boundingBox()
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844)
    await expectCleanScreenAfterToasts(app, 'product detail, balance short')
    await snap(page, 'buy-shortfall-en')

    // Revenue cannot be recharged: the page says so and offers Balance pay instead.
    await page.getByText('Revenue pay').click()
    await page
      .getByText(
        'Your revenue is $50.00 short of the price, and revenue cannot be recharged. Switch to Balance pay to recharge what is missing.',
      )
      .waitFor()
    expect(await page.getByRole('button', { name: /to buy$/ }).count()).toBe(0)
    await expectCleanScreen(app, 'product detail, revenue short')
    await page.getByRole('button', { name: 'Pay with balance instead' }).click()
    expect(await page.getByRole('radio', { name: /Balance pay/ }).isChecked()).toBe(true)

    await topUp.click()
    await page.waitForURL(/#\/pages\/wallet\/rechargeCreate\?amount=4000$/)
    await page.getByRole('heading', { level: 1, name: 'Recharge' }).waitFor()
    expect(await page.getByLabel('Or enter an amount ($)').inputValue()).toBe('40.00')
    await expectCleanScreen(app, 'recharge with the missing amount')
    expect(buys).toEqual([])

    // An amount in the address is checked, not trusted: malformed or negative, the form starts empty.
    for (const amount of ['-4000', '40.00', '4000abc']) {
      await goTo(page, `/pages/wallet/rechargeCreate?amount=${amount}`)
      await page.getByRole('radio', { name: '$100.00' }).waitFor()
      expect(await page.getByLabel('Or enter an amount ($)').inputValue(), amount).toBe('')
    }

    // The same in Spanish and Japanese, the amount written the language's way (and the name translated).
    for (const [locale, label, field, name] of [
      ['es', 'Añada $40,00 para comprar', '40,00', 'Rendimiento Rápido'],
      ['ja', '$40.00をチャージして購入', '40.00', 'クイック利回り'],
    ] as const) {
      await useLanguage(page, locale)
      await openProduct(page, quick, name)
      await page.getByRole('button', { name: label }).waitFor()
      await snap(page, `buy-shortfall-${locale}`)
      await page.getByRole('button', { name: label }).click()
      await page.waitForURL(/rechargeCreate\?amount=4000$/)
      await expect.poll(() => page.locator('input[name="amount"]').inputValue()).toBe(field)
    }
    expect(app.errors).toEqual([])
    await app.context.close()
  })

  it('the demo user buys and gets a receipt: order number, what was paid, the first payout, My products', async () => {
    const { token } = await api<SessionReply>('/api/auth/login', { method: 'POST', body: DEMO_USER })
    const starter = await productId(STARTER)
    const app = await openPhone()
    const { page } = app
    await logIn(page)

    const buy = async (buyNow: string, [title, confirm]: readonly [string, string]): Promise<BuyReply> => {
      await page.getByRole('button', { name: buyNow }).click()
      const dialog = page.getByRole('dialog', { name: title })
      await dialog.waitFor()
      const answer = page.waitForResponse((r) => r.url().endsWith('/buy'))
      await dialog.getByRole('button', { name: confirm }).click()
      return ((await (await answer).json()) as { data: BuyReply }).data
    }

    await openProduct(page, starter, STARTER)
    const reply = await buy('Buy now for $100.00', ['Confirm your purchase', 'Confirm'])
    const first = reply.firstEarning
    if (!first) throw new Error('the purchase has no first earning')
    const receipt = page.getByRole('dialog', { name: 'Purchase successful' })
    await receipt.waitFor()
    await dialogsShown(page)
    // The first payout is the holding's own next earning, as My products will show it.
    const holdings = await api<{ items: HoldingView[] }>('/api/holdings', { token })
    const holding = holdings.items.find((h) => h.id === reply.holdingId)
    expect(holding?.nextDueAt).toBe(first.dueAt)
    const lines = await oneLine(receipt.locator('dl'))
    const due = formatUnixSeconds(first.dueAt).replace(/-/g, '\u2011')
    expect(lines).toBe(
      `Order number ${reply.holdingId} Product ${STARTER} Amount paid $100.00 Paid from Balance ` +
        `First payout $${(Number(first.amount) / 100).toFixed(2)} on ${due}`,
    )
    await expectCleanScreenAfterToasts(app, 'purchase receipt')
    await snap(page, 'buy-receipt-en')

    await receipt.getByRole('link', { name: 'View my products' }).click()
    await page.getByRole('heading', { level: 1, name: 'My products' }).waitFor()
    await page.getByRole('article').first().getByRole('heading', { name: STARTER }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    // The product's name comes in the reader's language too (the demo's translations).
    for (const [locale, buyNow, confirm, title, order, name] of [
      [
        'es',
        'Comprar ahora por $100,00',
        ['Confirma tu compra', 'Confirmar'],
        'Compra realizada',
        'Número de pedido',
        'Ahorro Inicial',
      ],
      ['ja', '$100.00で今すぐ購入', ['購入の確認', '確認'], '購入しました', '注文番号', 'スターター貯蓄'],
    ] as const) {
      await useLanguage(page, locale)
      await openProduct(page, starter, name)
      const bought = await buy(buyNow, confirm)
      const shown = page.getByRole('dialog', { name: title })
      await shown.waitFor()
      await dialogsShown(page)
      expect(await oneLine(shown)).toContain(`${order} ${bought.holdingId}`)
      await snap(page, `buy-receipt-${locale}`)
    }
    expect(app.errors).toEqual([])
    await app.context.close()
  })
})
