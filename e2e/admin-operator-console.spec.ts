import fs from 'node:fs'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { AppConfig, Envelope } from '@app/contracts'
import { chromiumPath, launchAdminBrowser, type AdminBrowser } from './support/admin-browser.ts'
import { startTestServer, type TestServer } from './support/server.ts'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const ADMIN = { username: 'admin', password: 'admin1234' }
const SUPPORT = { username: 'helen.support', password: 'support-pass-2026' }
const DEMO_PHONE = '5550100001'
const NEW_SITE_NAME = 'Harvest E2E'
const NEW_SPANISH_TEXT = 'Escriba su teléfono, por favor.'

describe.skipIf(!chromiumPath)('operator console: an admin runs the site, support helps users', () => {
  let server: TestServer
  let browser: AdminBrowser
  let page: Page
  const consoleErrors: string[] = []

  beforeAll(async () => {
    server = await startTestServer()
    browser = await launchAdminBrowser()
    const context = await browser.browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    page = await context.newPage()
    page.setDefaultTimeout(10_000)
    page.on('console', (entry) => {
      if (entry.type() === 'error') consoleErrors.push(entry.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(error.message))
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  async function api<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(new URL(path, server.url), init)
    const body = (await response.json()) as Envelope<T>
    expect(response.status, `${path}: ${body.msg}`).toBe(200)
    return body.data
  }

  async function signIn({ username, password }: { username: string; password: string }) {
    await page.goto(`${server.url}/admin/#/login`)
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Log out' }).waitFor()
  }

  async function openPage(label: string) {
    await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: label }).click()
    await page.getByRole('heading', { level: 1, name: label }).waitFor()
  }

  async function expectAccessible(where: string) {
    // Colours are judged at rest: a highlight caught mid-transition is not a contrast failure.
    // Spinners (endless animations) are ignored.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity),
    )
    await page.evaluate(axeSource) // evaluated, not injected: the console's CSP forbids inline scripts
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe
      const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    })
    expect(violations, where).toEqual([])
  }

  const tableRows = () => page.locator('.ant-table-tbody > tr.ant-table-row')

  it('signs the admin in and shows who is signed in', async () => {
    await page.goto(`${server.url}/admin/`)
    await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor()
    await expectAccessible('sign-in page')
    await signIn(ADMIN)
    await page.getByRole('heading', { level: 1, name: 'Operators' }).waitFor()
    expect(await page.getByTestId('operator-name').textContent()).toBe('admin')
    expect(await page.getByTestId('operator-role').textContent()).toBe('Admin')
  })

  it('creates a support operator, refusing a short password first', async () => {
    await page.getByRole('button', { name: 'Add operator' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add operator' })
    await dialog.getByLabel('Username').fill(SUPPORT.username)
    await dialog.getByLabel('Password').fill('short')
    await dialog.getByRole('button', { name: 'Create operator' }).click()
    await dialog.getByText('Operator passwords should have at least 10 characters.').waitFor()
    await expectAccessible('add-operator dialog')

    await dialog.getByLabel('Password').fill(SUPPORT.password)
    await dialog.getByRole('button', { name: 'Create operator' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const row = tableRows().filter({ hasText: SUPPORT.username })
    await row.waitFor()
    expect(await row.textContent()).toContain('Support')
    await expectAccessible('operators page')
  })

  it('issues a batch of invitation codes and copies one', async () => {
    await openPage('Invitation codes')
    await page.getByLabel('Count', { exact: true }).fill('3')
    await page.getByLabel('Note', { exact: true }).fill('e2e batch')
    await page.getByRole('button', { name: 'Issue codes' }).click()
    const batch = tableRows().filter({ hasText: 'e2e batch' })
    await expect.poll(() => batch.count()).toBe(3)
    expect(await batch.first().textContent()).toContain('0 / 1')

    const code = (await batch.first().locator('code').textContent()) ?? ''
    await page.getByRole('button', { name: `Copy code ${code}` }).click()
    await page.getByText(`Copied ${code}.`).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
    await expectAccessible('invitation codes page')
  })

  it('renames the site and shows the config version the apps will refetch', async () => {
    const before = await api<AppConfig>('/api/config')
    await openPage('Site configuration')
    await page.getByLabel('Site name').fill(NEW_SITE_NAME)
    await page.getByRole('button', { name: 'Save configuration' }).click()
    const saved = page.getByRole('status').filter({ hasText: 'apps will refetch' })
    const version = Number((await saved.textContent())?.match(/version is now (\d+)/)?.[1])
    expect(version).toBeGreaterThan(before.version)

    const after = await api<AppConfig>('/api/config')
    expect(after.site_name).toBe(NEW_SITE_NAME)
    expect(after.version).toBe(version)
    await expectAccessible('site configuration page')
  })

  it('edits the Spanish language package after refusing JSON that is not an object', async () => {
    const before = await api<AppConfig>('/api/config')
    await openPage('Language packages')
    await page.getByText('Spanish (es)', { exact: true }).click()
    const editor = page.getByLabel('Language file (es.json)')
    const pack = JSON.parse(await editor.inputValue()) as { validation: Record<string, string> }
    pack.validation.phoneRequired = NEW_SPANISH_TEXT

    await editor.fill('[1, 2]')
    await page.getByRole('button', { name: 'Save language package' }).click()
    await page.getByText('The language file must be a JSON object of texts.').waitFor()

    await editor.fill(JSON.stringify(pack, null, 2))
    await page.getByRole('button', { name: 'Save language package' }).click()
    const saved = page.getByRole('status').filter({ hasText: 'Saved the es package' })
    const version = Number((await saved.textContent())?.match(/version is now (\d+)/)?.[1])
    expect(version).toBeGreaterThan(before.version)
    await expectAccessible('language packages page')

    const config = await api<AppConfig>('/api/config')
    const location = config.language_packages.find((p) => p.key === 'es')?.json ?? ''
    const served = (await (await fetch(new URL(location, server.url))).json()) as typeof pack
    expect(served.validation.phoneRequired).toBe(NEW_SPANISH_TEXT)
  })

  it('shows the password-reset code a user asked for in the SMS outbox', async () => {
    await api('/api/auth/password/forgot', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_PHONE }),
    })
    await openPage('SMS outbox')
    await page.getByRole('button', { name: 'Refresh' }).click()
    const message = tableRows().filter({ hasText: DEMO_PHONE }).first()
    await message.waitFor()
    expect(await message.textContent()).toMatch(/\b\d{6}\b/)
    await expectAccessible('SMS outbox page')
  })

  it('offers the support operator neither operators nor settings editing', async () => {
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor()
    await signIn(SUPPORT)
    await page.getByRole('heading', { level: 1, name: 'Site configuration' }).waitFor()
    expect(await page.getByTestId('operator-role').textContent()).toBe('Support')

    const menu = page.getByRole('navigation', { name: 'Console pages' }).getByRole('link')
    expect(await menu.allTextContents()).toEqual([
      'Site configuration',
      'Language packages',
      'Announcements',
      'Invitation codes',
      'SMS outbox',
      'Support inbox',
      'Recharges',
      'Withdrawals',
      'Users',
      'Products',
      'VIP levels',
      'Redemption codes',
      'Payment settings',
    ])
    await page.getByText('Only admins can change the site configuration.').waitFor()
    expect(await page.getByLabel('Site name').isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Save configuration' }).count()).toBe(0)
    await expectAccessible('site configuration, read-only')

    await openPage('Language packages')
    expect(await page.getByRole('button', { name: 'Save language package' }).count()).toBe(0)
    await openPage('Invitation codes')
    await expect.poll(() => tableRows().filter({ hasText: 'e2e batch' }).count()).toBe(3)
    expect(await page.getByRole('button', { name: 'Issue codes' }).count()).toBe(0)

    await page.goto(`${server.url}/admin/#/operators`)
    await page.getByText('Not allowed', { exact: true }).waitFor()
  })

  it('collapses the menu into a drawer on a phone-sized screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Open navigation' }).click()
    await openPage('SMS outbox')
    await page.getByRole('navigation', { name: 'Console pages' }).waitFor({ state: 'hidden' })
    await expectAccessible('SMS outbox on a phone')
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it("lists the admin's actions in the audit log, searchable", async () => {
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor()
    await signIn(ADMIN)
    await openPage('Audit log')
    await tableRows().first().waitFor()
    const text = (await tableRows().allTextContents()).join('\n')
    for (const action of ['operator.create', 'invitation.create', 'settings.update', 'language.update']) {
      expect(text).toMatch(new RegExp(`admin${action.replace('.', '\\.')}`))
    }
    await expectAccessible('audit log page')

    await page.getByLabel('Search the audit log').fill('language')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect
      .poll(async () => (await tableRows().allTextContents()).every((row) => row.includes('language')))
      .toBe(true)
    expect(await tableRows().count()).toBeGreaterThan(0)
  })

  it('logged no console errors along the way', () => {
    expect(consoleErrors).toEqual([])
  })
})

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[]
}
