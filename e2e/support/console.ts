import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { axeViolations, describeViolation, openBrowserPage, seriousAxeViolations } from './browser.ts'

/** The operator console is used at a desktop size. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 }

/** The seeded admin (demo data). */
export const ADMIN = { username: 'admin', password: 'admin1234' }

export interface Operator {
  username: string
  password: string
}

export interface ConsolePage {
  context: BrowserContext
  page: Page
  /** Console errors and uncaught exceptions seen so far on this page. */
  errors: string[]
}

/** A fresh context at the desktop size, relative URLs against the server, recording console errors. */
export const openConsole = (browser: Browser, baseURL: string): Promise<ConsolePage> =>
  openBrowserPage(browser, { viewport: DESKTOP_VIEWPORT, baseURL })

/** Signs an operator in through the console's sign-in page and waits for the signed-in frame. */
export async function signIn(page: Page, { username, password }: Operator): Promise<void> {
  await page.goto('/admin/#/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Log out' }).waitFor()
}

/** Opens a console page from the side menu and waits for its heading. */
export async function openPage(page: Page, label: string): Promise<void> {
  // The link is named by its label and, on a queue's page, the count its badge shows then: digits,
  // spaced apart while the badge rolls from one count to the next.
  const literal = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const named = new RegExp(`^${literal}[\\s\\d]*$`)
  await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: named }).click()
  await page.getByRole('heading', { level: 1, name: label }).waitFor()
}

/**
 * The labels of the side menu's pages, in order, without their queues' badges: a count read with
 * its label would name a link that is gone once the count moves.
 */
export function menuLabels(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Console pages' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        const label = link.cloneNode(true) as Element
        for (const badge of label.querySelectorAll('.ant-badge')) badge.remove()
        return (label.textContent ?? '').trim()
      }),
    )
}

/** Chooses `option` in a select (`combobox`) as an operator does, and waits until the select shows it. */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click()
  // antd draws its options apart from the list it keeps for screen readers; click the drawn one.
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: option,
    })
    .click()
  await expect.poll(() => combobox.getAttribute('aria-expanded')).toBe('false')
  await expect.poll(() => combobox.locator('xpath=..').textContent()).toContain(option)
}

/**
 * The dialog or drawer called `name`, once it is open. The journeys' consoles open it without
 * antd's motion (`openBrowserPage`), so a click into it lands where it was aimed.
 */
export async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name })
  await dialog.waitFor()
  return dialog
}

/**
 * No axe violation on the current console screen. `'serious'` lets minor and moderate ones pass, as
 * the journeys that mainly follow the app judge it.
 */
export async function expectAccessible(page: Page, where: string, level: 'all' | 'serious' = 'all') {
  // axeViolations judges colours at rest: it waits for transitions to end.
  if (level === 'serious') {
    expect(await seriousAxeViolations(page), `axe on ${where}`).toEqual([])
  } else {
    expect((await axeViolations(page)).map(describeViolation), where).toEqual([])
  }
}
