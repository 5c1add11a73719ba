import { expect, it } from 'vitest'
import { expectCleanScreen, goTo } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

const REMOTE_TITLE = 'Idioma (archivo remoto)'

describeJourney('a Spanish speaker switches the app to Spanish', ({ openPhone }) => {
  it('shows Spanish at once, keeps it after a reload, and the kit speaks it too', async () => {
    const app = await openPhone()
    const { page } = app
    await goTo(page, '/pages/my/changeLanguage')
    await page.getByRole('heading', { level: 1, name: 'Change language' }).waitFor()
    expect(await page.getByRole('radio').count()).toBe(3)
    await page.getByText('Español').click()
    await page.getByRole('heading', { level: 1, name: 'Cambiar idioma' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('"es"')

    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Cambiar idioma' }).waitFor()
    await goTo(page, '/pages/index/index')
    const tabs = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link')
    await tabs.first().waitFor()
    expect(await tabs.allInnerTexts()).toEqual(['Inicio', 'Productos', 'Monedero', 'Mi cuenta'])
    await expectCleanScreen(app, 'home in Spanish')
    await app.context.close()
  })

  it('replaces the bundled texts with the remote language file named in the config', async () => {
    const app = await openPhone()
    const { page } = app
    const asked: string[] = []
    await page.route('**/api/config/lang/es.json*', async (route) => {
      asked.push(route.request().url())
      const response = await route.fetch()
      const pack = (await response.json()) as { nav: Record<string, string> }
      pack.nav.changeLanguage = REMOTE_TITLE
      await route.fulfill({ response, json: pack })
    })
    await goTo(page, '/pages/my/changeLanguage')
    await page.getByText('Español').click()
    await page.getByRole('heading', { level: 1, name: REMOTE_TITLE }).waitFor()
    expect(asked[0]).toMatch(/\/api\/config\/lang\/es\.json\?t=\d+$/)

    // Loaded less than an hour ago: reused from the device after a reload, not fetched again.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: REMOTE_TITLE }).waitFor()
    expect(asked).toHaveLength(1)
    await app.context.close()
  })

  it('falls back to the bundled Spanish when the remote file fails', async () => {
    const app = await openPhone()
    const { page } = app
    await page.route('**/api/config/lang/es.json*', (route) => route.abort('connectionrefused'))
    await goTo(page, '/pages/my/changeLanguage')
    await page.getByText('Español').click()
    await page.getByRole('heading', { level: 1, name: 'Cambiar idioma' }).waitFor()
    await page.waitForTimeout(300)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Cambiar idioma')
    await app.context.close()
  })
})
