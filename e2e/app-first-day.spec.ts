import { beforeAll, expect, it } from 'vitest'
import {
  formatUnixSeconds,
  type BuyReply,
  type Locale,
  type RechargeOptions,
  type RechargeRow,
  type WalletSummary,
  type WithdrawalRow,
} from '@app/contracts'
import {
  DEMO_INVITATION_CODE,
  dialogShown,
  dialogsShown,
  expectCleanScreen,
  expectCleanScreenAfterToasts,
  expectToast,
  goTo,
  liveLinkReady,
  logIn,
  oneLine,
  openPhoneIn,
  type AppPage,
} from './support/browser.ts'
import { ADMIN } from './support/console.ts'
import { describeJourney } from './support/journey.ts'
import { appScreens, productNameIn, SOON } from './support/app-screens.ts'
import { textsOf, whole } from './support/texts.ts'

/**
 * A new user's first day, one continuous journey in each language, on a phone that speaks it:
 * signs up from an invitation link, recharges with the payment reference copied, sees the credit
 * arrive without a reload, buys and reads the receipt, receives the first income, sets a receipt
 * account (a mistyped number caught first), withdraws to it, and finds the withdrawal as one line
 * of the activity feed with its steps. Then a second phone signs in, and the first is told at once.
 * Every text comes from the language files; Japanese runs on a dark phone.
 */
const LANGUAGES: { locale: Locale; phoneLocale: string; phone: string; colorScheme: 'light' | 'dark' }[] = [
  { locale: 'en', phoneLocale: 'en-US', phone: '5550180001', colorScheme: 'light' },
  { locale: 'es', phoneLocale: 'es-ES', phone: '5550180002', colorScheme: 'light' },
  { locale: 'ja', phoneLocale: 'ja-JP', phone: '5550180003', colorScheme: 'dark' },
]
const PASSWORD = 'first-day-2026'
const PRODUCT = 'Quick Yield'
/** Recharged, paid for the product, and withdrawn, in minor units. */
const [RECHARGE, PRICE, WITHDRAW] = [25_000, 5_000, 10_000]
const RECEIPT_NUMBER = '0123456789'

for (const { locale, phoneLocale, phone, colorScheme } of LANGUAGES) {
  describeJourney(`a new user's first day (${locale})`, ({ server, chrome, api, openPhone }) => {
    const texts = textsOf(locale)
    const { t, money, typed } = texts
    const app = {} as AppPage
    let live: Promise<void> = Promise.resolve()
    let token = ''
    let adminToken = ''
    let channel = ''
    let balance = 0

    const page = () => app.page
    const { heading, tab, submit, dialog, balanceShown, expectTold: told } = appScreens(page, texts)
    const unread = async () => (await api<{ count: number }>('/api/notifications/unread', { token })).count
    const expectTold = (happen: () => Promise<void>, text: string) => told(unread, happen, text)
    const operator = <T>(route: string, body: unknown) =>
      api<T>(route, { method: 'POST', token: adminToken, body })

    beforeAll(async () => {
      const permissions = ['clipboard-read', 'clipboard-write']
      Object.assign(
        app,
        await openPhoneIn(chrome.browser, server.url, { locale: phoneLocale, colorScheme, permissions }),
      )
      live = liveLinkReady(app.page)
      adminToken = (await api<{ token: string }>('/api/ops/auth/login', { method: 'POST', body: ADMIN }))
        .token
    })

    it('signs up from an invitation link in the phone’s language and lands home', async () => {
      await goTo(page(), `/pages/sign/index?code=${DEMO_INVITATION_CODE}`)
      await heading(t('sign.createAccount')).waitFor()
      expect(await page().getByLabel(t('sign.invitationCode')).inputValue()).toBe(DEMO_INVITATION_CODE)
      await expectCleanScreen(app, 'sign-up')
      await page().getByLabel(t('sign.phone')).fill(phone)
      await page().getByLabel(t('sign.password'), { exact: true }).fill(PASSWORD)
      await page().getByLabel(t('sign.confirmPassword')).fill(PASSWORD)
      await submit('sign.register')
      await page().waitForURL(/#\/pages\/index\/index$/)
      token = JSON.parse((await page().evaluate(() => localStorage.getItem('token'))) ?? '""') as string
      balance = Number((await api<WalletSummary>('/api/wallet', { token })).balance)
      await expect.poll(() => balanceShown().innerText(), SOON).toBe(money(balance))
      const asked = { token, language: locale }
      channel = (await api<RechargeOptions>('/api/wallet/recharge-options', asked)).channels[0]?.name ?? ''
      await expectCleanScreenAfterToasts(app, 'home of the new user')
    })

    let rechargeId = 0
    it('recharges, copies the payment reference, and waits for the operator', async () => {
      await tab('tab.wallet').click()
      await page()
        .getByRole('link', { name: t('wallet.recharge'), exact: true })
        .click()
      await heading(t('nav.rechargeCreate')).waitFor()
      expect(await page().getByLabel(t('walletPage.membershipNumber')).inputValue()).toMatch(/^[1-9][0-9]*$/)
      await page()
        .getByLabel(t('walletPage.otherAmount', { currency: '$' }))
        .fill(typed(RECHARGE))
      await page().getByText(channel, { exact: true }).click()
      await page().getByLabel(t('walletPage.rechargeAccount')).fill('6222000033334444')
      await expectCleanScreenAfterToasts(app, 'recharge form')
      await submit('walletPage.submitRecharge')
      const asked = dialog('walletPage.rechargeConfirm')
      await asked.getByText(money(RECHARGE)).waitFor()
      await dialogShown(page())
      await expectCleanScreenAfterToasts(app, 'recharge confirmation')
      const created = page().waitForResponse(
        (r) => r.url().endsWith('/api/recharges') && r.request().method() === 'POST',
      )
      await asked.getByRole('button', { name: t('common.confirm') }).click()
      rechargeId = ((await (await created).json()) as { data: RechargeRow }).data.id
      await expectToast(page(), t('wallet.rechargeSubmitted'))

      const recorded = page().getByRole('region', { name: t('walletPage.recordedTitle') })
      const reference = `R${String(rechargeId).padStart(6, '0')}`
      await recorded.getByText(reference, { exact: true }).waitFor()
      await recorded.getByText(t('walletPage.recordedText', { amount: money(RECHARGE) })).waitFor()
      const label = t('walletPage.paymentReference')
      await recorded.getByRole('button', { name: t('walletPage.copyThis', { label }) }).click()
      await expectToast(page(), t('walletPage.copied'))
      expect(await page().evaluate(() => navigator.clipboard.readText())).toBe(reference)
      await expectCleanScreenAfterToasts(app, 'recharge recorded')
    })

    it('the operator credits it: the notification and the new balance arrive without a reload', async () => {
      await goTo(page(), '/pages/index/index')
      await expect.poll(() => balanceShown().innerText(), SOON).toBe(money(balance))
      await live
      await expectTold(
        async () => {
          await operator(`/api/ops/recharges/${rechargeId}/confirm`, { reference: `FT-${locale}-0042` })
          balance += RECHARGE
          await expect.poll(() => balanceShown().innerText(), SOON).toBe(money(balance))
          await expectCleanScreenAfterToasts(app, 'home after the credit')
        },
        t('notificationPage.text.rechargeCredited', { amount: money(RECHARGE) }),
      )
      await expectCleanScreen(app, 'notifications')
    })

    let bought: BuyReply | undefined
    it('buys a product and reads the receipt: order number, first payout, the way to My products', async () => {
      await goTo(page(), '/pages/index/index')
      const name = await productNameIn(api, PRODUCT, locale)
      await tab('tab.product').click()
      await page()
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .click()
      await page().getByRole('heading', { level: 2, name }).waitFor()
      await page().getByText(t('productPage.balancePay')).click()
      await page()
        .getByRole('button', { name: t('productPage.buyNow', { price: money(PRICE) }) })
        .click()
      const confirm = dialog('productPage.confirmTitle')
      await confirm.waitFor()
      await dialogShown(page())
      await expectCleanScreenAfterToasts(app, 'purchase confirmation')
      const answer = page().waitForResponse((r) => r.url().endsWith('/buy'))
      await confirm.getByRole('button', { name: t('common.confirm') }).click()
      bought = ((await (await answer).json()) as { data: BuyReply }).data
      const first = bought.firstEarning
      if (!first) throw new Error('the purchase has no first earning')
      // The first payout is two minutes away: the server's clock comes to a few seconds before it.
      server.clock.moveTo(first.dueAt - 4)
      balance -= PRICE

      const receipt = dialog('products.bought')
      await receipt.waitFor()
      await dialogsShown(page())
      const lines = await oneLine(receipt.locator('dl'))
      expect(lines).toContain(`${t('productPage.receiptOrder')} ${bought.holdingId}`)
      expect(lines).toContain(`${t('productPage.receiptPaid')} ${money(PRICE)}`)
      const date = formatUnixSeconds(first.dueAt).replace(/-/g, '\u2011')
      const payout = t('productPage.receiptFirstPayoutValue', { amount: money(first.amount), date })
      expect(lines).toContain(`${t('productPage.receiptFirstPayout')} ${payout}`)
      await expectCleanScreenAfterToasts(app, 'purchase receipt')
      await receipt.getByRole('link', { name: t('productPage.receiptMyProducts') }).click()
      await heading(t('nav.myProduct')).waitFor()
      // The holding goes by the name the catalogue gave it, in the phone's language.
      await page().getByRole('heading', { name, exact: true }).first().waitFor()
    })

    it('the income falls due on My products by itself, and Receive all receives it', async () => {
      const due = bought?.firstEarning?.amount ?? '0'
      await page().evaluate(() => Object.assign(window, { stillTheSamePage: true }))
      // No touch and no reload: the page asks again when the payout falls due.
      const receiveAll = page().getByRole('button', {
        name: t('portfolio.receiveAll', { amount: money(due) }),
      })
      await receiveAll.waitFor({ timeout: 30_000 })
      expect(await page().evaluate(() => 'stillTheSamePage' in window)).toBe(true)
      await expectCleanScreenAfterToasts(app, 'my products with income due')
      await receiveAll.click()
      const asked = dialog('portfolio.receiveAllConfirm')
      await asked.waitFor()
      await dialogShown(page())
      await asked.getByRole('button', { name: t('common.confirm') }).click()
      await page()
        .getByText(t('portfolio.receivedAll', { amount: money(due) }))
        .waitFor()
      const wallet = await api<WalletSummary>('/api/wallet', { token })
      expect(Number(wallet.revenue)).toBe(Number(due))
      await expectCleanScreenAfterToasts(app, 'my products after Receive all')
    })

    it('sets the receipt account: a mistyped number is caught, the right one is read back masked', async () => {
      await goTo(page(), '/pages/index/index')
      await tab('tab.wallet').click()
      await page()
        .getByRole('link', { name: t('wallet.withdraw'), exact: true })
        .click()
      await heading(t('nav.withdrawCreate')).waitFor()
      await page()
        .getByRole('link', { name: t('walletPage.addReceiptAccount') })
        .click()
      await heading(t('nav.receiptAccount')).waitFor()
      const number = page().getByLabel(t('receiptPage.accountNumber'))
      await number.fill(`${RECEIPT_NUMBER}55`)
      await page().getByLabel(t('receiptPage.receiverName')).fill('Ana Ruiz')
      await page()
        .getByRole('group', { name: t('receiptPage.method') })
        .getByText(channel)
        .click()
      await page().getByLabel(t('receiptPage.password')).fill(PASSWORD)
      const save = page().getByRole('button', { name: t('receiptPage.save') })
      await save.click()
      const error = page().locator('.field-error', { hasText: t('validation.accountNumberDigits') })
      await error.waitFor()
      expect(await number.getAttribute('aria-invalid')).toBe('true')
      expect(await page().getByRole('dialog').count()).toBe(0)
      await expectCleanScreenAfterToasts(app, 'the mistyped number', t('validation.accountNumberDigits'))

      await number.fill(RECEIPT_NUMBER)
      await error.waitFor({ state: 'detached' })
      await save.click()
      const readBack = dialog('receiptPage.readBackTitle')
      const masked = `••••${RECEIPT_NUMBER.slice(-4)}`
      await readBack.getByText(t('receiptPage.readBack', { method: channel, number: masked })).waitFor()
      expect(await readBack.innerText()).not.toContain(RECEIPT_NUMBER)
      await dialogShown(page())
      await expectCleanScreenAfterToasts(app, 'the receipt account read back')
      await readBack.getByRole('button', { name: t('common.confirm') }).click()
      await expectToast(page(), t('auth.modificationSuccessful'))
      await page()
        .getByRole('button', { name: t('common.back') })
        .click()
      await heading(t('nav.withdrawCreate')).waitFor()
    })

    let withdrawalId = 0
    it('withdraws after confirming where the money goes; the operator pays it, and the app is told', async () => {
      await page()
        .getByLabel(t('walletPage.withdrawAmount', { currency: '$' }))
        .fill(typed(WITHDRAW))
      await submit('walletPage.submitWithdraw')
      const asked = dialog('walletPage.withdrawConfirm')
      await asked.getByLabel(t('walletPage.withdrawPassword'), { exact: true }).fill(PASSWORD)
      await dialogShown(page())
      const shown = await oneLine(asked)
      for (const figure of [money(WITHDRAW), money(200), money(9_800), `${channel} ••••6789`])
        expect(shown).toContain(figure)
      await expectCleanScreenAfterToasts(app, 'the withdrawal confirmation')
      const created = page().waitForResponse(
        (r) => r.url().endsWith('/api/withdrawals') && r.request().method() === 'POST',
      )
      await asked.getByRole('button', { name: t('walletPage.submitWithdraw') }).click()
      withdrawalId = ((await (await created).json()) as { data: WithdrawalRow }).data.id
      await expectToast(page(), t('wallet.withdrawSubmitted'))
      await heading(t('nav.withdrawList')).waitFor()
      await page()
        .getByRole('article', { name: t('walletPage.withdrawalOf', { amount: money(WITHDRAW) }) })
        .waitFor()

      await goTo(page(), '/pages/index/index')
      await expectTold(
        async () => {
          await operator(`/api/ops/withdrawals/${withdrawalId}/complete`, { reference: `TRF-${locale}-7` })
        },
        t('notificationPage.text.withdrawalPaid', { amount: money(9_800) }),
      )
      await expectCleanScreenAfterToasts(app, 'the withdrawal paid, in the notifications')
    })

    it('the activity feed shows the withdrawal as one line, and its detail the steps it went through', async () => {
      await goTo(page(), '/pages/wallet/records')
      const withdrawals = page()
        .locator('a.card')
        .filter({ has: page().locator('.card-title', { hasText: whole(t('walletPage.kinds.withdraw')) }) })
      await withdrawals.first().waitFor()
      await expect
        .poll(() => withdrawals.first().innerText(), SOON)
        .toContain(t('walletPage.recordStatus.completed'))
      expect(await withdrawals.count()).toBe(1)
      expect(await withdrawals.first().innerText()).toContain(`${channel} ••••6789`)
      await expectCleanScreenAfterToasts(app, 'the activity feed')
      await withdrawals.first().click()
      await page()
        .getByRole('heading', { name: t('activity.steps.title') })
        .waitFor()
      expect(await page().locator('.activity-step-name').allTextContents()).toEqual([
        t('activity.steps.requested'),
        t('activity.steps.paid'),
      ])
      await expectCleanScreen(app, 'the withdrawal’s steps')
    })

    it('a second phone signs in: the first is told at once, in its language, without a reload', async () => {
      await goTo(page(), '/pages/index/index')
      await expectTold(
        async () => {
          const second = await openPhone()
          await logIn(second.page, { phone, password: PASSWORD })
          await second.context.close()
        },
        t('notificationPage.text.newSignIn', { device: 'Chrome · Linux', place: '127.0.0.x' }),
      )
      await expectCleanScreen(app, 'the new sign-in notification')
      await app.context.close()
    })
  })
}
