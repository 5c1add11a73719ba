import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import {
  animationsDone,
  axeViolations,
  describeViolation,
  openBrowserPage,
  seriousAxeViolations,
} from './browser.ts'

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
  await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: label }).click()
  await page.getByRole('heading', { level: 1, name: label }).waitFor()
}

/**
 * Chooses `option` in a select (`combobox`) as an operator does, and waits until the select shows it.
 * The list is clicked only once it has finished sliding open: antd drops a click on an option while
 * its list is still in the opening motion, and on a busy machine that motion lasts long enough for a
 * test to click into it (the list stays open and the old choice stays).
 */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click()
  const settled = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-appear"]):not([class*="-enter"])',
  )
  // antd draws its options apart from the list it keeps for screen readers; click the drawn one.
  await settled.locator('.ant-select-item-option', { hasText: option }).click()
  await expect.poll(() => combobox.getAttribute('aria-expanded')).toBe('false')
  await expect.poll(() => combobox.locator('xpath=..').textContent()).toContain(option)
}

/**
 * Waits until nothing on the console screen is opening or closing: no element in one of antd's
 * motion stages (its `-appear`, `-enter` or `-leave` classes) and no finite animation running. A
 * click made while a dialog zooms in can miss the button it was aimed at (the button moves under
 * it) and is lost: CI lost one on "Manage saved replies" on a loaded machine.
 */
export async function motionDone(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const stage = /-(appear|enter|leave)(-(prepare|start|active))?$/
    return ![...document.querySelectorAll('[class*="-appear"], [class*="-enter"], [class*="-leave"]')].some(
      (element) => [...element.classList].some((name) => stage.test(name)),
    )
  })
  await animationsDone(page)
}

/** The dialog or drawer called `name`, once it has opened and finished its opening motion. */
export async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name })
  await dialog.waitFor()
  await motionDone(page)
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
