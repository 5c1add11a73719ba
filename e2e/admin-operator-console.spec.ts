import { expect, it } from 'vitest'
import type { AppConfig } from '@app/contracts'
import { ADMIN, expectAccessible, openedDialog, openPage, signIn } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

const SUPPORT = { username: 'helen.support', password: 'support-pass-2026' }
const DEMO_PHONE = '5550100001'
const NEW_SITE_NAME = 'Harvest E2E'
const NEW_SPANISH_TEXT = 'Escriba su teléfono, por favor.'

describeJourney(
  'operator console: an admin runs the site, support helps users',
  { console: true, permissions: ['clipboard-read', 'clipboard-write'] },
  ({ server, operator, api }) => {
    const tableRows = () => operator.page.locator('.ant-table-tbody > tr.ant-table-row')

    it('signs the admin in and shows who is signed in', async () => {
      const { page } = operator
      await page.goto(`${server.url}/admin/`)
      await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor()
      await expectAccessible(page, 'sign-in page')
      await signIn(page, ADMIN)
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
      await openPage(page, 'Operators')
      expect(await page.getByTestId('operator-name').textContent()).toBe('admin')
      expect(await page.getByTestId('operator-role').textContent()).toBe('Admin')
    })

    it('creates a support operator, refusing a short password first', async () => {
      const { page } = operator
      await page.getByRole('button', { name: 'Add operator' }).click()
      const dialog = await openedDialog(page, 'Add operator')
      await dialog.getByLabel('Username').fill(SUPPORT.username)
      await dialog.getByLabel('Password').fill('short')
      await dialog.getByRole('button', { name: 'Create operator' }).click()
      await dialog.getByText('Operator passwords should have at least 12 characters.').waitFor()
      await expectAccessible(page, 'add-operator dialog')

      await dialog.getByLabel('Password').fill(SUPPORT.password)
      await dialog.getByRole('button', { name: 'Create operator' }).click()
      await dialog.waitFor({ state: 'hidden' })
      const row = tableRows().filter({ hasText: SUPPORT.username })
      await row.waitFor()
      expect(await row.textContent()).toContain('Support')
      await expectAccessible(page, 'operators page')
    })

    it('issues a batch of invitation codes and copies one', async () => {
      const { page } = operator
      await openPage(page, 'Invitation codes')
      await page.getByLabel('Count', { exact: true }).fill('3')
      await page.getByLabel('Note', { exact: true }).fill('e2e batch')
      await page.getByRole('button', { name: 'Issue codes' }).click()
      const batch = tableRows().filter({ hasText: 'e2e batch' })
      await expect.poll(() => batch.count()).toBe(3)
      expect(await batch.first().textContent()).toContain('0 of 1')

      const code = (await batch.first().locator('code').textContent()) ?? ''
      await page.getByRole('button', { name: `Copy code ${code}` }).click()
      await page.getByText(`Copied ${code}.`).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
      await expectAccessible(page, 'invitation codes page')
    })

    it('renames the site and shows the config version the apps will refetch', async () => {
      const { page } = operator
      const before = await api<AppConfig>('/api/config')
      await openPage(page, 'Site configuration')
      await page.getByLabel('Site name').fill(NEW_SITE_NAME)
      await page.getByRole('button', { name: 'Save configuration' }).click()
      const saved = page.getByRole('status').filter({ hasText: 'apps will refetch' })
      const version = Number((await saved.textContent())?.match(/version is now (\d+)/)?.[1])
      expect(version).toBeGreaterThan(before.version)

      const after = await api<AppConfig>('/api/config')
      expect(after.site_name).toBe(NEW_SITE_NAME)
      expect(after.version).toBe(version)
      await expectAccessible(page, 'site configuration page')
    })

    it('edits the Spanish language package after refusing JSON that is not an object', async () => {
      const { page } = operator
      const before = await api<AppConfig>('/api/config')
      await openPage(page, 'Language packages')
      await page.getByText('Spanish (es)', { exact: true }).click()
      await page.getByRole('button', { name: 'Advanced: import or edit the whole file' }).click()
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
      await expectAccessible(page, 'language packages page')

      const config = await api<AppConfig>('/api/config')
      const location = config.language_packages.find((p) => p.key === 'es')?.json ?? ''
      const served = (await (await fetch(new URL(location, server.url))).json()) as typeof pack
      expect(served.validation.phoneRequired).toBe(NEW_SPANISH_TEXT)
    })

    it('shows the admin a password-reset text in the SMS outbox with its code hidden', async () => {
      const { page } = operator
      await api('/api/auth/password/forgot', { method: 'POST', body: { phone: DEMO_PHONE } })
      await openPage(page, 'SMS outbox')
      await page.getByRole('button', { name: 'Refresh' }).click()
      const message = tableRows().filter({ hasText: DEMO_PHONE }).first()
      await message.waitFor()
      const text = (await message.textContent()) ?? ''
      expect(text).toContain('Your verification code is ••••••.')
      expect(text).toContain('Kept: no SMS gateway configured')
      expect(text.replace(DEMO_PHONE, '')).not.toMatch(/\d{6}/)
      await expectAccessible(page, 'SMS outbox page')
    })

    it('offers the support operator neither operators nor settings editing', async () => {
      const { page } = operator
      await page.getByRole('button', { name: 'Log out' }).click()
      await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor()
      await signIn(page, SUPPORT)
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
      expect(await page.getByTestId('operator-role').textContent()).toBe('Support')

      const menu = page.getByRole('navigation', { name: 'Console pages' }).getByRole('link')
      expect(await menu.allTextContents()).toEqual([
        'Dashboard',
        'Site configuration',
        'Announcements',
        'Invitation codes',
        'Support inbox',
        'Users',
        'Two-factor sign-in',
      ])
      await openPage(page, 'Site configuration')
      await page.getByText('Only admins can change the site configuration.').waitFor()
      expect(await page.getByLabel('Site name').isDisabled()).toBe(true)
      expect(await page.getByRole('button', { name: 'Save configuration' }).count()).toBe(0)
      await expectAccessible(page, 'site configuration, read-only')

      await openPage(page, 'Invitation codes')
      await expect.poll(() => tableRows().filter({ hasText: 'e2e batch' }).count()).toBe(3)
      expect(await page.getByRole('button', { name: 'Issue codes' }).count()).toBe(0)

      for (const path of ['operators', 'sms-outbox', 'redemption-codes']) {
        await page.goto(`${server.url}/admin/#/${path}`)
        await page.getByText('Not allowed', { exact: true }).waitFor()
      }
    })

    it('collapses the menu into a drawer on a phone-sized screen', async () => {
      const { page } = operator
      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole('button', { name: 'Open navigation' }).click()
      await openPage(page, 'Invitation codes')
      await page.getByRole('navigation', { name: 'Console pages' }).waitFor({ state: 'hidden' })
      await expectAccessible(page, 'invitation codes on a phone')
      await page.setViewportSize({ width: 1280, height: 800 })
    })

    it('signs out while the dashboard is still loading, and nothing comes back refused', async () => {
      const { page } = operator
      // The dashboard's figures are held on their way until the session has ended on the server.
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      let asked = () => {}
      const dashboardAsked = new Promise<void>((resolve) => (asked = resolve))
      await page.route('**/api/ops/dashboard', async (route) => {
        asked()
        await released
        // Stopped by the console as it signed out: there is nothing left to answer.
        await route.continue().catch(() => undefined)
      })
      const held = (request: { url(): string }) => request.url().endsWith('/api/ops/dashboard')
      const heldEnded = new Promise<string>((resolve) => {
        page.on('requestfailed', (request) => held(request) && resolve('stopped'))
        page.on('requestfinished', (request) => held(request) && resolve('answered'))
      })
      await openPage(page, 'Dashboard')
      await dashboardAsked
      const loggedOut = page.waitForResponse('**/api/ops/auth/logout')
      await page.getByRole('button', { name: 'Log out' }).click()
      await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor()
      expect((await loggedOut).status()).toBe(200)
      release()
      // Answered now, it would be refused (401): a console error and a toast on the sign-in page.
      expect(await heldEnded).toBe('stopped')
      await page.unroute('**/api/ops/dashboard')
      expect(await page.locator('.ant-message-notice').count()).toBe(0)
      await signIn(page, ADMIN)
    })

    it("lists the admin's actions in the audit log, searchable", async () => {
      const { page } = operator
      await page.getByRole('button', { name: 'Log out' }).click()
      await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor()
      await signIn(page, ADMIN)
      await openPage(page, 'Audit log')
      await tableRows().first().waitFor()
      const text = (await tableRows().allTextContents()).join('\n')
      for (const action of ['operator.create', 'invitation.create', 'settings.update', 'language.update']) {
        // One row: the operator, the sentence, then the action's name.
        expect(text).toMatch(new RegExp(`admin.*${action.replace('.', '\\.')}`))
      }
      await expectAccessible(page, 'audit log page')

      await page.getByLabel('Search the audit log').fill('language')
      await page.getByRole('button', { name: 'Apply filters' }).click()
      // The filter's rows, once they have come: between the old rows going and the new coming the
      // table is empty, and "every row mentions language" holds of no rows (0 rows in 2 of 8 runs).
      await expect
        .poll(async () => {
          const rows = await tableRows().allTextContents()
          return rows.length > 0 && rows.every((row) => row.includes('language'))
        })
        .toBe(true)
    })

    it('logged no console errors along the way', () => {
      expect(operator.errors).toEqual([])
    })
  },
)
