import { expect, it } from 'vitest'
import { DEMO_USER } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

/**
 * Each page opened directly by its address, its chunk (with what only it loads), and the GETs it
 * needs first (a first visit: no config is stored yet).
 */
const LANDINGS = [
  {
    route: '/',
    chunk: 'screens-HomePage',
    first: ['/api/config/version', '/api/config', '/api/home', '/api/announcements/latest'],
  },
  {
    route: '/#/pages/product/index',
    chunk: 'screens-ProductListPage',
    first: ['/api/config/version', '/api/config', '/api/products'],
  },
  {
    route: '/#/pages/product/detail?id=1',
    chunk: 'screens-ProductDetailPage',
    first: ['/api/config/version', '/api/config', '/api/products/1', '/api/wallet'],
  },
  {
    route: '/#/pages/wallet/index',
    chunk: 'screens-WalletPage',
    first: ['/api/config/version', '/api/config', '/api/recharges', '/api/wallet'],
  },
  {
    route: '/#/pages/my/index',
    chunk: 'screens-MyPage',
    first: ['/api/config/version', '/api/config', '/api/chat/unread', '/api/user/info'],
  },
]

describeJourney('a page opened by its address loads with the app, not after it', ({ api, openPhone }) => {
  /** A phone signed in as the demo user, the session kept where the app keeps it. */
  const signedInPhone = async () => {
    const session = await api<{ token: string; userInfo: unknown }>('/api/auth/login', {
      method: 'POST',
      body: DEMO_USER,
    })
    const phone = await openPhone()
    await phone.context.addInitScript(({ token, userInfo }) => {
      localStorage.setItem('token', JSON.stringify(token))
      localStorage.setItem('userInfo', JSON.stringify(userInfo))
    }, session)
    return phone
  }

  for (const { route, chunk, first } of LANDINGS) {
    it(`${route}: its first GETs leave before its chunk has arrived, and none is sent twice`, async () => {
      const { page, context } = await signedInPhone()
      // What the browser did, in the order it reported it.
      const events: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/api/') && request.method() === 'GET')
          events.push(`GET ${url.pathname}${url.search}`)
      })
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname.startsWith(`/assets/${chunk}-`)) events.push('chunk arrived')
      })
      await page.goto(route)
      await page.waitForLoadState('networkidle')

      const arrived = events.indexOf('chunk arrived')
      expect(arrived, events.join('\n')).toBeGreaterThan(-1)
      for (const url of first) {
        const sent = events.filter((event) => event === `GET ${url}`)
        expect(sent, `${url} in\n${events.join('\n')}`).toHaveLength(1)
        // The app itself could only ask once the page's chunk had arrived and rendered.
        expect(events.indexOf(`GET ${url}`), events.join('\n')).toBeLessThan(arrived)
      }
      const gets = events.filter((event) => event.startsWith('GET '))
      expect(new Set(gets).size, gets.join('\n')).toBe(gets.length)
      await context.close()
    })
  }

  // A screen that jumps as its figures come makes a tap land on the wrong thing. Layout shifts as
  // Chromium reports them, summed the way Core Web Vitals do: under a tenth of its "good" (0.1),
  // with every answer held back so the screen is always drawn before they come. The portfolio's
  // Receive all pushed Home and Wallet down by its height on every visit (0.4); the latest
  // announcement's line and the third line of "profit so far" pushed Home down when they came
  // (0.023 here, 0.39 on a busy machine).
  const screens = [
    { route: '/', locale: 'en' },
    { route: '/', locale: 'es' },
    { route: '/', locale: 'ja' },
    { route: '/#/pages/wallet/index', locale: 'en' },
  ]
  for (const { route, locale } of screens) {
    it(`${route} in ${locale}: nothing on the screen moves once its figures have come`, async () => {
      const { page, context } = await signedInPhone()
      await context.addInitScript((l) => localStorage.setItem('locale', JSON.stringify(l)), locale)
      await context.addInitScript(() => {
        // Each shift with what moved (element, and its box before and after), so a failure names it.
        const shifts: { value: number; at: number; moved: string[] }[] = []
        Object.assign(window, { layoutShifts: shifts })
        type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
        const named = (node: Node | undefined) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`
            : String(node?.nodeName)
        const box = (r: DOMRectReadOnly) => `${Math.round(r.y)}+${Math.round(r.height)}`
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            sources: Source[]
          })[])
            shifts.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              moved: entry.sources.map(
                (s) => `${named(s.node)} y ${box(s.previousRect)} → ${box(s.currentRect)}`,
              ),
            })
        }).observe({ type: 'layout-shift', buffered: true })
      })
      // Every answer held back a while, as on a slow network or a busy server: the screen is drawn
      // before any figure comes, every time, so what the figures move is measured, not only on a
      // machine slow enough to paint first.
      await page.route('**/api/**', async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 600))
        await request.fallback()
      })
      await page.goto(route)
      await page.locator('.portfolio-total').filter({ hasText: /\d/ }).waitFor()
      await page.waitForLoadState('networkidle')
      const shifts = await page.evaluate(
        () =>
          (window as unknown as { layoutShifts: { value: number; at: number; moved: string[] }[] })
            .layoutShifts,
      )
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(0.01)
      await context.close()
    })
  }
})
