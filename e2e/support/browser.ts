import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Envelope } from '@app/contracts'

/** The app's journeys run at a phone viewport. */
export const PHONE_VIEWPORT = { width: 390, height: 844 }

/**
 * A phone as Chromium emulates one: the mobile viewport (a page wider than the screen widens the
 * layout and is zoomed out, as Chrome on Android does), touch, and a phone's pixel density. A plain
 * 390 px window only clips what a phone would zoom out.
 */
export const PHONE = { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

export const DEMO_USER = { phone: '5550100001', password: 'demo1234' }
export const DEMO_INVITATION_CODE = 'DEMO2026'

// Flags Chromium needs on the build machines; the networking ones stop it from flooding a closed
// network with refused connections.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate))
}

/** Where Chromium is, or undefined: the app journeys then skip, unless REQUIRE_BROWSER=1. */
export const chromiumPath = findChromium()

if (!chromiumPath) {
  if (process.env.REQUIRE_BROWSER === '1') {
    throw new Error('No Chromium found (set CHROMIUM_PATH); REQUIRE_BROWSER=1 forbids skipping.')
  }
  console.warn('!!! BROWSER JOURNEYS SKIPPED: no Chromium found (set CHROMIUM_PATH) !!!')
}

export interface AppBrowser {
  browser: Browser
  /** Closes every context opened on `browser` since: the pages of the journey that asked for it. */
  close(): Promise<void>
}

let running: Promise<Browser> | undefined

/**
 * This process's Chromium (a test worker's: the journeys it runs one after another share it), on an
 * empty temporary profile; launched on first use, and again if it went away. Each journey opens
 * contexts of its own (fresh storage, cookies and cache) and closes them with `close()`; the
 * browser ends with the process, or with `closeBrowser()`.
 */
export async function launchBrowser(): Promise<AppBrowser> {
  if (!chromiumPath) throw new Error('Chromium not found')
  const executablePath = chromiumPath
  const current = running && (await running.catch(() => undefined))
  if (!current?.isConnected()) running = chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  const browser = await running!
  return {
    browser,
    close: async () => {
      await Promise.all(browser.contexts().map((context) => context.close()))
    },
  }
}

/** Closes this process's Chromium, for a script that must end (a test worker's ends with it). */
export async function closeBrowser(): Promise<void> {
  const browser = running && (await running.catch(() => undefined))
  running = undefined
  await browser?.close()
}

export interface AppPage {
  context: BrowserContext
  page: Page
  /** Console errors and uncaught exceptions seen so far on this page. */
  errors: string[]
}

/**
 * A fresh context (empty storage) with relative URLs against the server, recording console errors.
 * Motion is reduced: the page prefers reduced motion, and the app's and the console's kits skip
 * their animations (the storage key `reduceMotion`, which only these pages set), so a step never
 * waits for a dialog, a list or a toast to finish moving.
 */
export async function openBrowserPage(
  browser: Browser,
  options: {
    baseURL: string
    viewport: { width: number; height: number }
    locale?: string
    isMobile?: boolean
    hasTouch?: boolean
    deviceScaleFactor?: number
  },
): Promise<AppPage> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options })
  await context.addInitScript(switchMotionOff)
  await context.addInitScript(recordToasts)
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  const errors: string[] = []
  page.on('console', (entry) => {
    if (entry.type() !== 'error') return
    // "Failed to load resource" does not say which: the resource's address is its location.
    const { url } = entry.location()
    errors.push(url ? `${entry.text()} (${url})` : entry.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors }
}

/** The app at the phone viewport. */
export const openPhone = (browser: Browser, baseURL: string): Promise<AppPage> =>
  openBrowserPage(browser, { ...PHONE, baseURL, locale: 'en-US' })

/** Goes to a hash route of the app, e.g. `/pages/my/index`. */
export async function goTo(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`)
}

/** Runs in every page before the app: the kits' motion switch (`web/src/app/motion.ts`, `admin/src/app/motion.ts`). */
function switchMotionOff(): void {
  try {
    localStorage.setItem('reduceMotion', '1')
  } catch {
    // A page without storage (about:blank) has no app to switch.
  }
}

interface ToastLog {
  seen: { text: string; taken: boolean }[]
}

/**
 * Runs in every page before the app: writes down each toast (antd-mobile's Toast) as it is shown,
 * and again whenever a shown toast's text changes. A toast lasts two seconds; a test process
 * starved of the CPU for longer than that must still be able to tell that it was shown.
 */
function recordToasts(): void {
  const log: ToastLog = { seen: [] }
  Object.assign(window, { toastLog: log })
  const written = new WeakMap<Element, string>()
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.adm-toast-main')) {
      const text = toast.textContent ?? ''
      if (text === '' || written.get(toast) === text || !toast.checkVisibility()) continue
      written.set(toast, text)
      log.seen.push({ text, taken: false })
    }
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
}

/**
 * Waits until a toast with this text has been shown since the last one this waited for: each
 * showing is counted once, so two calls for the same text need two showings.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const take = (wanted: string): boolean => {
    const entry = (window as unknown as { toastLog: ToastLog }).toastLog.seen.find(
      (seen) => !seen.taken && seen.text.includes(wanted),
    )
    if (entry) entry.taken = true
    return entry !== undefined
  }
  // A call made while the page is between documents throws; the poll tries again.
  await expect
    .poll(() => page.evaluate(take, text), { timeout: 10_000, message: `toast "${text}"` })
    .toBe(true)
}

/** Logs the demo user in through the sign page. */
export async function logIn(page: Page, user = DEMO_USER): Promise<void> {
  await goTo(page, '/pages/sign/index')
  await page.getByLabel('Phone number').fill(user.phone)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.locator('form').getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/#\/pages\/index\/index/)
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  nodes: { target: string[] }[]
}

/** Every finite animation and transition on the page has ended; spinners, which never end, are ignored. */
export const animationsDone = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity),
  )

/**
 * Runs axe-core (WCAG 2.1 A/AA) on the current screen and returns every violation. Colours are judged
 * at rest: it waits for every finite animation and transition to end first (a menu highlight caught
 * mid-transition is not a contrast failure); spinners, which never end, are ignored.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await animationsDone(page)
  // Evaluated rather than injected as a <script>: the app's and the console's CSP allow only their
  // own scripts. Once per document: the app's and the console's pages change without a new one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    // Only violations are read: axe need not gather every passing node too.
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      resultTypes: ['violations'],
    })
    return result.violations
  })
}

/** One line per violation: the rule and the elements it found. */
export const describeViolation = (v: AxeViolation): string =>
  `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`

/** Runs axe-core (WCAG 2.1 A/AA) and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page)
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describeViolation)
}

/** No console error so far and no serious or critical axe violation on the current screen. */
export async function expectCleanScreen(app: AppPage, where: string): Promise<void> {
  expect(app.errors, `console errors on ${where}`).toEqual([])
  expect(await seriousAxeViolations(app.page), `axe on ${where}`).toEqual([])
}

/** Calls the API from node (not the browser), e.g. to revoke a token behind the app's back. */
export async function callApi<T>(
  baseURL: string,
  route: string,
  init?: RequestInit,
): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(route, baseURL), init)
  return { status: response.status, body: (await response.json()) as T }
}

/**
 * A JSON call from node that must succeed (200): returns the reply's `data`. Every call carries a fresh
 * Idempotency-Key, as the app sends with money-moving POSTs.
 */
export async function apiData<T>(
  baseURL: string,
  route: string,
  init: { method?: string; body?: unknown; token?: string; language?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Idempotency-Key': `e2e-${randomUUID()}` }
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  // Content (product and wallet type names) comes in the language asked for, as the app asks.
  if (init.language) headers['Accept-Language'] = init.language
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(new URL(route, baseURL), {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const body = (await response.json()) as Envelope<T>
  expect(response.status, `${route}: ${body.msg}`).toBe(200)
  return body.data
}

/** A dialog is on screen, fully opaque (the kit's fade is off in the journeys: this is at once). */
export const dialogShown = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => {
    const panel = document.querySelector('.adm-center-popup-wrap > div')
    return panel !== null && getComputedStyle(panel).opacity === '1'
  })

/** No dialog shows any more (a closed one is hidden in the page once the kit has put it away). */
export const dialogsGone = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.adm-center-popup-wrap > div')].every(
      (panel) => panel.getClientRects().length === 0,
    ),
  )

/**
 * `expectCleanScreen` after `toast` has shown, when one is named. A toast still on screen is judged
 * with the rest: with motion off it is never half-faded, so the scan need not wait out its two seconds.
 */
export async function expectCleanScreenAfterToasts(
  app: AppPage,
  where: string,
  toast?: string,
): Promise<void> {
  if (toast !== undefined) await expectToast(app.page, toast)
  await expectCleanScreen(app, where)
}

/**
 * Resolves once the page's live link (the socket the app keeps open for notifications) has been
 * answered `ready` by the server: a notification committed after that reaches the page without a
 * reload. Call it before the page signs in, so the socket's frames are watched from the start.
 */
export function liveLinkReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && /"type":\s*"ready"/.test(payload)) resolve()
      })
    })
  })
}

/** Every dialog on screen is fully opaque (a closed one stays hidden in the page). */
export const dialogsShown = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => {
    const panels = [...document.querySelectorAll('.adm-center-popup-wrap > div')].filter(
      (panel) => panel.getClientRects().length > 0,
    )
    return panels.length > 0 && panels.every((panel) => getComputedStyle(panel).opacity === '1')
  })

/** An element's text on one line, white space collapsed. */
export const oneLine = async (locator: Locator): Promise<string> =>
  (await locator.innerText()).replace(/\s+/g, ' ').trim()

/**
 * A fresh phone that speaks `locale` (e.g. `es-ES`: the app starts in Spanish) in the colour scheme
 * asked, with `permissions` (e.g. the clipboard) on the server's origin.
 */
export async function openPhoneIn(
  browser: Browser,
  baseURL: string,
  options: { locale: string; colorScheme: 'light' | 'dark'; permissions?: string[] },
): Promise<AppPage> {
  const phone = await openBrowserPage(browser, { ...PHONE, baseURL, locale: options.locale })
  if (options.permissions) await phone.context.grantPermissions(options.permissions, { origin: baseURL })
  await phone.page.emulateMedia({ colorScheme: options.colorScheme })
  return phone
}
