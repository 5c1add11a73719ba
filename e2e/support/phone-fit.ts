import type { Page } from 'playwright-core'
import { animationsDone } from './browser.ts'

/** Apple's minimum touch target, which WCAG 2.5.5 asks for too: 44 × 44 CSS px. */
export const MIN_TARGET_PX = 44

/**
 * The first heading of the screen is shown (laid out with a size). Polled at every frame: a locator's
 * wait polls with a back-off that reaches half a second, and a page revealed just after a poll was
 * found that much later.
 */
export const headingShown = (page: Page): Promise<unknown> =>
  page.waitForFunction(
    () => {
      const box = document.querySelector('h1')?.getBoundingClientRect()
      return box !== undefined && box.width > 0 && box.height > 0
    },
    undefined,
    { polling: 'raf' },
  )

/**
 * How long no request may have been in flight before the screen is asked whether it has settled.
 * A reply's render starts the next request of a chain (a query that needs another's answer, the
 * language pack after the first load) within 61 ms on two loaded cores (measured per visit of
 * every route, 2026-11-28); a page's first request after its chunk has come starts at its first
 * render, which the heading waits for.
 */
const QUIET_MS = 100

/**
 * Counts the page's requests in flight (fetches, lazy chunks, frames), so a step can wait until the
 * screen has what it asked for: a hash route changes no document, so the load states say nothing.
 */
export function watchRequests(page: Page): { quiet(): Promise<void> } {
  let inFlight = 0
  let seen = 0
  let lastChange = Date.now()
  const change = (by: number) => {
    inFlight = Math.max(0, inFlight + by)
    seen += 1
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return {
    /**
     * Resolves once the screen has settled: no request in flight for `QUIET_MS`, then two frames
     * drawn in a row without a change to the page and with no request started meanwhile (the page's
     * own frames set the pace, so a renderer slowed by a loaded machine is waited for), and every
     * animation has ended.
     */
    async quiet() {
      const started = Date.now()
      for (;;) {
        while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
          if (Date.now() - started > 15_000)
            throw new Error(`${inFlight} requests still in flight after 15 s`)
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
        const before = seen
        await page.evaluate(twoStillFrames)
        if (seen === before && inFlight === 0) break
      }
      await animationsDone(page)
    },
  }
}

/**
 * Resolves in the page once two frames in a row have been drawn with nothing in the document changed;
 * fails if the page is still changing after 10 s.
 */
function twoStillFrames(): Promise<void> {
  return new Promise((resolve, reject) => {
    let still = 0
    const observer = new MutationObserver(() => (still = 0))
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    const giveUp = setTimeout(() => {
      observer.disconnect()
      reject(new Error('the page was still changing after 10 s'))
    }, 10_000)
    const frame = () => {
      still += 1
      if (still < 2) return requestAnimationFrame(frame)
      clearTimeout(giveUp)
      observer.disconnect()
      resolve()
    }
    requestAnimationFrame(frame)
  })
}

export interface LayoutReport {
  /** `document.documentElement.scrollWidth`: how wide the page is laid out. */
  scrollWidth: number
  /** `window.innerWidth`: the layout viewport, which a phone widens to a page wider than the screen. */
  innerWidth: number
  /** `visualViewport.scale`: below 1 when the phone zooms the page out to fit it. */
  scale: number
  /** Elements whose box runs past the screen's left or right edge, where no scroller clips them. */
  pastTheEdge: string[]
}

/**
 * How the current screen is laid out on a phone `screenWidth` wide. An element past the edge is named
 * once, at the outermost box that runs past both the screen and its parent (the one that pushes),
 * with its classes and the start of its text. Text only for screen readers (`.visually-hidden`)
 * stands before the start edge on purpose, and is not counted.
 */
export function layoutReport(page: Page, screenWidth: number): Promise<LayoutReport> {
  return page.evaluate((width) => {
    const clipped = (element: Element): boolean => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true
      }
      return false
    }
    const name = (element: Element): string => {
      const classes = [...element.classList].map((c) => `.${c}`).join('')
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      const box = element.getBoundingClientRect()
      return `${element.tagName.toLowerCase()}${classes} "${text}" (${Math.round(box.left)}–${Math.round(box.right)})`
    }
    const pastTheEdge: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || element.closest('.visually-hidden')) continue
      const out = box.right > width + 0.5 || box.left < -0.5
      if (!out || clipped(element)) continue
      const parent = element.parentElement?.getBoundingClientRect()
      const pushes = !parent || box.right > parent.right + 0.5 || box.left < parent.left - 0.5
      if (pushes) pastTheEdge.push(name(element))
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      scale: window.visualViewport?.scale ?? 1,
      pastTheEdge,
    }
  }, screenWidth)
}

/**
 * Each tab of the tab bar that a thumb cannot tap: its box is not inside the screen, or the point at
 * its centre is covered by something else. Empty when every tab can be tapped.
 */
export function untappableTabs(page: Page, navigationName: string): Promise<string[]> {
  return page.evaluate(
    ({ name, screen }) => {
      const nav = [...document.querySelectorAll('nav')].find((n) => n.getAttribute('aria-label') === name)
      if (!nav) return ['no tab bar']
      const problems: string[] = []
      const bar = nav.getBoundingClientRect()
      if (bar.left < 0 || bar.top < 0 || bar.right > screen.width || bar.bottom > screen.height) {
        problems.push(
          `tab bar at ${Math.round(bar.left)},${Math.round(bar.top)}–${Math.round(bar.right)},${Math.round(bar.bottom)}`,
        )
      }
      for (const tab of nav.querySelectorAll('a')) {
        const box = tab.getBoundingClientRect()
        const x = box.left + box.width / 2
        const y = box.top + box.height / 2
        const hit = document.elementFromPoint(x, y)
        if (!hit || !tab.contains(hit)) {
          problems.push(
            `tab "${tab.textContent ?? ''}" at ${Math.round(x)},${Math.round(y)} hits ${hit?.tagName ?? 'nothing'}`,
          )
        }
      }
      return problems
    },
    { name: navigationName, screen: { width: 390, height: 844 } },
  )
}

/**
 * Every control on the screen whose hit area is under 44 × 44 px, named with its size. A control is
 * a button, a link that is not a few words inside a sentence, a tab, a checkbox or radio (its label
 * being what is tapped), a switch or a form field. A control drawn smaller keeps its look and passes
 * when the 44 × 44 square around its centre is all its own (a padding or a pseudo-element): that is
 * checked by asking the page what is under the square's edges.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="tab"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="option"]',
      '[role="menuitem"]',
    ].join(',')
    const inSentence = (element: Element): boolean => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
      const own = (element.textContent ?? '').trim()
      const around = (element.parentElement?.textContent ?? '').trim()
      return around.length > own.length
    }
    const name = (element: Element, w: number, h: number): string => {
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30) ??
        ''
      const classes = [...element.classList].map((c) => `.${c}`).join('')
      return `${element.tagName.toLowerCase()}${classes} "${label}" ${Math.round(w)}×${Math.round(h)}`
    }
    // A control inside another (a link's inner button) is measured once, as the outer one.
    const controls = [...document.querySelectorAll(selector)].filter(
      (element) => !element.parentElement?.closest(selector),
    )
    const small: string[] = []
    for (const control of controls) {
      // A checkbox or radio drawn by its label is tapped on the label.
      const target = control.closest('label') ?? control
      if (target.closest('[aria-hidden="true"], .visually-hidden, [inert]')) continue
      if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue
      if (inSentence(target)) continue
      let box = target.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue
      target.scrollIntoView({ block: 'center', inline: 'center' })
      box = target.getBoundingClientRect()
      const cx = box.left + box.width / 2
      const cy = box.top + box.height / 2
      const half = min / 2 - 1
      const edges = [
        [cx - half, cy - half],
        [cx, cy - half],
        [cx + half, cy - half],
        [cx - half, cy],
        [cx + half, cy],
        [cx - half, cy + half],
        [cx, cy + half],
        [cx + half, cy + half],
      ]
      const own = edges.every(([x, y]) => {
        const hit = document.elementFromPoint(x ?? 0, y ?? 0)
        return hit !== null && target.contains(hit)
      })
      if (!own) small.push(name(target, box.width, box.height))
    }
    window.scrollTo(0, 0)
    return small
  }, MIN_TARGET_PX)
}

/**
 * Every amount on the screen (the currency followed by a number, as the app formats money) that is
 * broken over two lines, cut off by a box that clips it, or past the screen's edge; text only for
 * screen readers aside.
 */
export function brokenAmounts(page: Page, currency: string): Promise<string[]> {
  return page.evaluate((prefix) => {
    const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const pattern = new RegExp(`-?${escaped}\\d(?:[\\d.,]*\\d)?`, 'g')
    const clipper = (element: Element | null): Element | null => {
      for (let up = element; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return up
      }
      return null
    }
    const broken: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('.visually-hidden, [aria-hidden="true"]')) continue
      for (const match of (node.textContent ?? '').matchAll(pattern)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0)
        if (boxes.length === 0) continue
        const where = `"${match[0]}" in ${parent.tagName.toLowerCase()}${[...parent.classList].map((c) => `.${c}`).join('')}`
        if (new Set(boxes.map((box) => Math.round(box.bottom))).size > 1)
          broken.push(`${where} is broken over lines`)
        const whole = range.getBoundingClientRect()
        const clip = clipper(parent)?.getBoundingClientRect()
        if (clip && (whole.right > clip.right + 0.5 || whole.left < clip.left - 0.5))
          broken.push(`${where} is cut off`)
        if (whole.right > window.innerWidth + 0.5 || whole.left < -0.5)
          broken.push(`${where} runs past the edge`)
      }
    }
    return broken
  }, currency)
}

export interface ToastReport {
  /** The words of the toast's text that are broken over two lines. */
  brokenWords: string[]
  box: { left: number; top: number; right: number; bottom: number }
}

/**
 * The toast on screen: its box, and every word split across lines (a word: text between spaces, or
 * between Japanese characters).
 */
export function toastReport(page: Page): Promise<ToastReport> {
  return page.evaluate(() => {
    const toast = document.querySelector('.adm-toast-main')
    if (!toast) throw new Error('no toast')
    const brokenWords: string[] = []
    const walker = document.createTreeWalker(toast, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Japanese breaks between its characters, as it should; its numbers and Latin words do not.
      for (const word of (node.textContent ?? '').matchAll(/[^\s\u3000-\u9fff\uff00-\uffef]+/g)) {
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.bottom)))
        if (lines.size > 1) brokenWords.push(word[0])
      }
    }
    const { left, top, right, bottom } = toast.getBoundingClientRect()
    return { brokenWords, box: { left, top, right, bottom } }
  })
}

/**
 * Scrolled to the end of the page, every control in the lower half of the screen that a thumb cannot
 * tap: its centre is in the bottom `inset` px (a phone's home indicator, `env(safe-area-inset-bottom)`)
 * or under something else (the tab bar, a pinned bar).
 */
export function coveredAtTheEnd(page: Page, inset: number): Promise<string[]> {
  return page.evaluate((bottomInset) => {
    window.scrollTo(0, document.documentElement.scrollHeight)
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]'
    const height = window.innerHeight
    const covered: string[] = []
    for (const control of document.querySelectorAll(selector)) {
      const target = control.closest('label') ?? control
      if (target.closest('[aria-hidden="true"], .visually-hidden, [inert]')) continue
      if (!target.checkVisibility({ visibilityProperty: true })) continue
      const box = target.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      if (box.width === 0 || y < height / 2 || y > height) continue
      const label = target.getAttribute('aria-label') ?? (target.textContent ?? '').trim().slice(0, 30)
      const name = `${target.tagName.toLowerCase()} "${label}" at y ${Math.round(y)}`
      const hit = document.elementFromPoint(x, y)
      if (y > height - bottomInset) covered.push(`${name} is in the home indicator's area`)
      else if (!hit || !target.contains(hit)) {
        covered.push(
          `${name} is under ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'}`,
        )
      }
    }
    window.scrollTo(0, 0)
    return covered
  }, inset)
}
