import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { DEMO_USER, goTo, logIn } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

interface Shift {
  at: number
  value: number
  moved: string[]
}

/** Runs before the app: writes down every layout shift not caused by the user, with what moved. */
function recordShifts(): void {
  const shifts: Shift[] = []
  Object.assign(window, { layoutShifts: shifts })
  type Entry = PerformanceEntry & {
    value: number
    hadRecentInput: boolean
    sources: { node?: Node | null }[]
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Entry[]) {
      if (entry.hadRecentInput) continue
      const moved = entry.sources.map((source) => {
        const node = source.node
        return node instanceof Element
          ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
          : '?'
      })
      shifts.push({ at: entry.startTime, value: entry.value, moved })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

const shiftsSince = (page: Page, since: number): Promise<Shift[]> =>
  page.evaluate(
    (from) => (window as unknown as { layoutShifts: Shift[] }).layoutShifts.filter((s) => s.at >= from),
    since,
  )

/**
 * The notice of a sign-in on another device is asked for once the first screen is up, so on a slow
 * network it arrives after the figures, when the user may be about to tap one. It must move nothing
 * (the review measured Home pushed down 108 px), cover neither the tab bar nor, once scrolled to,
 * the end of the page.
 */
describeJourney('the notice of a new sign-in moves nothing on the page', ({ openPhone, api }) => {
  it('arriving late on Home, it shifts nothing, stands above the tab bar and hides none of the page', async () => {
    const phone = await openPhone()
    const { page } = phone
    await page.addInitScript(recordShifts)
    await logIn(page)
    await page.waitForLoadState('networkidle')
    await api('/api/auth/login', { method: 'POST', body: DEMO_USER })
    // Its answer is held back until the figures have shown, as on a slow network.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/auth/sessions/new-sign-in', async (route) => {
      await held
      await route.continue()
    })
    await goTo(page, '/pages/index/index')
    await page.reload()
    const figures = page.getByRole('region', { name: 'My wallets' }).locator('dd').first()
    await expect.poll(() => figures.innerText()).toMatch(/\$/)
    const figuresShown = await page.evaluate(() => performance.now())
    release()

    const notice = page.getByRole('status').filter({ hasText: 'New sign-in on' })
    await notice.waitFor()
    // Shifts are reported once the frame that made them is drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))))
    const shifts = await shiftsSince(page, figuresShown)
    expect(shifts, 'layout shifts after the figures showed').toEqual([])

    const tabBar = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox()
    const box = await notice.boundingBox()
    if (!tabBar || !box) throw new Error('no tab bar or notice')
    expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y)

    // Scrolled to the end, the page's last section stands clear above the notice.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = await page.locator('.tab-page > :last-child').last().boundingBox()
    const noticeAtEnd = await notice.boundingBox()
    if (!last || !noticeAtEnd) throw new Error('no last section or notice')
    expect(last.y + last.height).toBeLessThanOrEqual(noticeAtEnd.y)
    await phone.context.close()
  })
})
