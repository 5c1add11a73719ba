import { beforeAll, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { Locale, RechargeOptions, RechargeRow, SessionReply } from '@app/contracts'
import { paths, routeList as routes, type PageName } from '../web/src/lib/routes.ts'
import {
  DEMO_INVITATION_CODE,
  DEMO_USER,
  goTo,
  PHONE_VIEWPORT,
  openPhoneIn,
  type AppPage,
} from './support/browser.ts'
import { ADMIN } from './support/console.ts'
import { describeJourney } from './support/journey.ts'
import {
  brokenAmounts,
  coveredAtTheEnd,
  headingShown,
  layoutReport,
  smallTargets,
  toastReport,
  untappableTabs,
  watchRequests,
} from './support/phone-fit.ts'
import { textsOf, type Texts } from './support/texts.ts'

const LANGUAGES: [Locale, string][] = [
  ['en', 'en-US'],
  ['es', 'es-ES'],
  ['ja', 'ja-JP'],
]
const THEMES = ['light', 'dark'] as const

type Route = (typeof routes)[number]
const tabPaths = new Set<string>(routes.filter((route) => route.tab).map(({ path }) => path))

/** The bottom safe area of a phone with a home indicator (an iPhone's), in CSS px. */
const HOME_INDICATOR = 34

/** A user whose balance is $100,000,000,459.00, the widest the review saw break. */
const WEALTHY = { phone: '5550188001', password: 'wealthy-1234' }
const WEALTHY_RECHARGES = ['9999999999900', '46000']

/** Where a route is opened: once plain, or once for each address the demo data gives it. */
type Addresses = Partial<Record<PageName, string[]>>

const addressesOf = ({ path, name }: Route, addresses: Addresses): string[] =>
  (addresses[name] ?? ['']).map((query) => (query === '' ? path : `${path}?${query}`))

interface Idled {
  id: number
}
interface ActivityRow extends Idled {
  kind: string
}

/**
 * Every route of the app's route table, as the phone lays it out: signed out (the entry, the splash
 * and the public pages; the others send to the sign page), then signed in as the demo user, who has
 * months of history and thousands of earnings, in English, Spanish and Japanese, light and dark.
 * On each, in light and in dark: the page is laid out exactly as wide as the screen and not zoomed
 * out, nothing runs past its edges, every control is at least 44 × 44 px, and on the four tab pages
 * the tab bar is on screen with each tab tappable at its centre.
 */
describeJourney('the app fits the phone on every route', ({ server, chrome, api }) => {
  const addresses: Addresses = {}

  beforeAll(async () => {
    const { token } = await api<{ token: string }>('/api/auth/login', { method: 'POST', body: DEMO_USER })
    const products = await api<{ items: Idled[] }>('/api/products')
    const announcements = await api<{ items: Idled[] }>('/api/announcements', { token })
    const records = await api<{ items: Idled[] }>('/api/wallet/records', { token })
    // One event of each kind the demo history has (income, purchase, recharge, withdrawal…).
    const kinds = new Map<string, number>()
    let cursor: string | null = ''
    for (let pages = 0; cursor !== null && pages < 20; pages += 1) {
      const page: { items: ActivityRow[]; next: string | null } = await api(
        `/api/wallet/activity${cursor ? `?cursor=${cursor}` : ''}`,
        { token },
      )
      for (const row of page.items) if (!kinds.has(row.kind)) kinds.set(row.kind, row.id)
      cursor = page.next
    }
    addresses.productDetail = products.items.map((p) => `id=${p.id}`)
    addresses.announcementDetail = announcements.items.slice(0, 1).map((a) => `id=${a.id}`)
    addresses.walletRecordDetail = [
      ...records.items.slice(0, 1).map((r) => `id=${r.id}`),
      ...[...kinds.values()].map((id) => `entry=${id}`),
    ]
    addresses.webview = [`url=${encodeURIComponent('https://example.com/')}`]
    addresses.sign = ['', 'mode=register', 'mode=forgot']
    expect(addresses.walletRecordDetail.length).toBeGreaterThan(3)
  })

  /** Opens a route and waits until it has what it asked for. */
  async function visit(page: Page, quiet: () => Promise<void>, address: string): Promise<void> {
    await goTo(page, address)
    await headingShown(page)
    await quiet()
  }

  /** What is wrong with the screen shown, one line each. */
  async function problemsOn(app: AppPage, texts: Texts, address: string): Promise<string[]> {
    const problems: string[] = []
    const layout = await layoutReport(app.page, PHONE_VIEWPORT.width)
    if (layout.scrollWidth !== PHONE_VIEWPORT.width || layout.innerWidth !== PHONE_VIEWPORT.width) {
      problems.push(`laid out ${layout.scrollWidth} px wide (layout viewport ${layout.innerWidth} px)`)
    }
    if (layout.scale !== 1) problems.push(`zoomed out to ${layout.scale.toFixed(3)}`)
    for (const element of layout.pastTheEdge) problems.push(`past the edge: ${element}`)
    problems.push(...(await brokenAmounts(app.page, '$')))
    // A tab page a visitor may not see sends to the sign page, which has no tab bar.
    const shown = new URL(app.page.url()).hash.slice(1).split('?')[0] ?? ''
    if (tabPaths.has(shown)) problems.push(...(await untappableTabs(app.page, texts.t('tab.label'))))
    for (const control of await smallTargets(app.page)) problems.push(`under 44×44: ${control}`)
    return problems.map((problem) => `${address}: ${problem}`)
  }

  async function logIn(page: Page, texts: Texts, user = DEMO_USER): Promise<void> {
    await goTo(page, paths.sign)
    await page.getByLabel(texts.t('sign.phone')).fill(user.phone)
    await page.getByLabel(texts.t('sign.password'), { exact: true }).fill(user.password)
    await page
      .locator('form')
      .getByRole('button', { name: texts.t('sign.login') })
      .click()
    await page.waitForURL(/#\/pages\/index\/index/)
  }

  /**
   * What is wrong with the screen shown, in light and then in dark: the phone's setting is switched
   * on the page as it stands (the app follows it live), so each route is opened once per language.
   */
  async function problemsInBothThemes(app: AppPage, texts: Texts, address: string): Promise<string[]> {
    const problems: string[] = []
    for (const colorScheme of THEMES) {
      await app.page.emulateMedia({ colorScheme })
      await app.page.locator(`html[data-theme="${colorScheme}"]`).waitFor({ state: 'attached' })
      problems.push(...(await problemsOn(app, texts, `${address} (${colorScheme})`)))
    }
    return problems
  }

  for (const [locale, browserLocale] of LANGUAGES) {
    // The English walk is made on a phone with a home indicator: 34 px of safe area at the bottom.
    const withIndicator = locale === 'en'
    it(`${locale}, light and dark: signed out and signed in, every route fits the phone${withIndicator ? ', and with a home indicator every control at the end of each page can be tapped' : ''}`, async () => {
      const texts = textsOf(locale)
      const app = await openPhoneIn(chrome.browser, server.url, {
        locale: browserLocale,
        colorScheme: 'light',
      })
      const { quiet } = watchRequests(app.page)
      if (withIndicator) {
        const cdp = await app.context.newCDPSession(app.page)
        await cdp.send('Emulation.setSafeAreaInsetsOverride', {
          insets: { bottom: HOME_INDICATOR, bottomMax: HOME_INDICATOR },
        })
      }
      const problems: string[] = []
      try {
        const publicRoutes = routes.filter((route) => route.guest)
        for (const address of [
          paths.entry,
          paths.splash,
          ...publicRoutes.flatMap((r) => addressesOf(r, addresses)),
        ]) {
          await visit(app.page, quiet, address)
          problems.push(...(await problemsInBothThemes(app, texts, `signed out ${address}`)))
        }
        await app.page.emulateMedia({ colorScheme: 'light' })
        await logIn(app.page, texts)
        for (const address of routes.flatMap((r) => addressesOf(r, addresses))) {
          await visit(app.page, quiet, address)
          problems.push(...(await problemsInBothThemes(app, texts, address)))
          // Hidden from sight, the income chart's figures are still a table to a screen reader.
          if (address === paths.home && (await app.page.getByRole('table').count()) !== 1) {
            problems.push(`${address}: the income chart's table is not in the accessibility tree`)
          }
          if (withIndicator) {
            for (const problem of await coveredAtTheEnd(app.page, HOME_INDICATOR))
              problems.push(`${address}: ${problem}`)
          }
        }
      } finally {
        await app.context.close()
      }
      expect(problems).toEqual([])
    }, 300_000)
  }

  /**
   * A balance of a hundred billion, made as money is made: recharges the user records and an
   * operator confirms over the API, credited through the ledger.
   */
  async function makeWealthy(): Promise<void> {
    // Beyond the shipped limits (a recharge of at most 50,000.00, a second operator above 5,000.00):
    // the limits are lifted as two admins would lift them, in the settings, and the money itself
    // still comes in through recharges the user records and an operator confirms.
    await server.deps.db
      .updateTable('money_settings')
      .set({ approval_cap: 0, recharge_max: 0, operator_daily_cap: 0 })
      .execute()
    const { token } = await api<SessionReply>('/api/auth/register', {
      method: 'POST',
      body: { ...WEALTHY, confirmPassword: WEALTHY.password, invitationCode: DEMO_INVITATION_CODE },
    })
    const admin = await api<{ token: string }>('/api/ops/auth/login', { method: 'POST', body: ADMIN })
    const { channels } = await api<RechargeOptions>('/api/wallet/recharge-options', { token })
    for (const amount of WEALTHY_RECHARGES) {
      const recharge = await api<RechargeRow>('/api/recharges', {
        method: 'POST',
        token,
        body: {
          membershipNumber: 'M-8800-0001',
          payerAccount: '6222000088880001',
          amount,
          channelId: channels[0]?.id,
        },
      })
      await api(`/api/ops/recharges/${recharge.id}/confirm`, {
        method: 'POST',
        token: admin.token,
        body: { reference: `FT-8800-${recharge.id}` },
      })
    }
  }

  for (const [locale, browserLocale] of LANGUAGES) {
    it(`${locale}: a balance of $100,000,000,459.00 fits every route, never broken inside the number`, async () => {
      if (locale === 'en') await makeWealthy()
      const texts = textsOf(locale)
      const app = await openPhoneIn(chrome.browser, server.url, {
        locale: browserLocale,
        colorScheme: 'light',
      })
      const { quiet } = watchRequests(app.page)
      const problems: string[] = []
      try {
        await logIn(app.page, texts, WEALTHY)
        await visit(app.page, quiet, paths.home)
        const balance = texts.money('10000000045900')
        expect(await app.page.getByText(balance).count()).toBeGreaterThan(0)
        for (const address of routes.flatMap((r) => addressesOf(r, addresses))) {
          await visit(app.page, quiet, address)
          problems.push(...(await problemsOn(app, texts, address)))
        }
      } finally {
        await app.context.close()
      }
      expect(problems).toEqual([])
    }, 300_000)
  }

  for (const [locale, browserLocale] of LANGUAGES) {
    it(`${locale}: a toast breaks between words and stands clear of the field it speaks of`, async () => {
      const texts = textsOf(locale)
      const app = await openPhoneIn(chrome.browser, server.url, {
        locale: browserLocale,
        colorScheme: 'light',
      })
      try {
        const { page } = app
        await goTo(page, `${paths.sign}?mode=register`)
        await page.getByLabel(texts.t('sign.phone')).fill('5550177001')
        const password = page.getByLabel(texts.t('sign.password'), { exact: true })
        await password.fill('abc')
        await page.getByLabel(texts.t('sign.confirmPassword')).fill('abc')
        await page
          .locator('form')
          .getByRole('button', { name: texts.t('sign.register') })
          .click()
        const toast = page.locator('.adm-toast-main')
        await toast.getByText(texts.t('validation.passwordMin')).waitFor()
        const { brokenWords, box } = await toastReport(page)
        expect(brokenWords).toEqual([])
        expect(box.left).toBeGreaterThanOrEqual(0)
        expect(box.right).toBeLessThanOrEqual(PHONE_VIEWPORT.width)
        const field = await password
          .locator('xpath=ancestor::div[contains(@class, "field-input")]')
          .boundingBox()
        if (!field) throw new Error('no password field')
        // The field the toast speaks of is in the clear: the toast stands wholly below it.
        expect(box.top).toBeGreaterThan(field.y + field.height)
      } finally {
        await app.context.close()
      }
    })
  }

  it("a confirmation dialog (the kit's, as every money action uses) has no control under 44 × 44 px", async () => {
    const texts = textsOf('en')
    const app = await openPhoneIn(chrome.browser, server.url, { locale: 'en-US', colorScheme: 'light' })
    const { quiet } = watchRequests(app.page)
    try {
      await logIn(app.page, texts)
      await visit(app.page, quiet, `${paths.productDetail}?id=1`)
      await app.page.getByRole('button', { name: /^Buy now/ }).click()
      await app.page
        .getByRole('dialog')
        .getByRole('button', { name: texts.t('common.cancel') })
        .waitFor()
      await quiet()
      expect(await smallTargets(app.page)).toEqual([])
      expect((await layoutReport(app.page, PHONE_VIEWPORT.width)).pastTheEdge).toEqual([])
    } finally {
      await app.context.close()
    }
  })
})
