import { expect, it } from 'vitest'
import { expectCleanScreen, goTo, openBrowserPage, type AppPage } from './support/browser.ts'
import { ADMIN, expectAccessible, openPage, signIn, type ConsolePage } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

const NEW_TITLE = 'Idioma de la aplicación'

describeJourney(
  'an operator edits one Spanish text key by key, and the app shows it',
  ({ server, chrome, openPhone }) => {
    let phone: AppPage
    let operator: ConsolePage

    it('shows the bundled Spanish title on a phone switched to Spanish', async () => {
      phone = await openPhone()
      await goTo(phone.page, '/pages/my/changeLanguage')
      await phone.page.getByText('Español').click()
      await phone.page.getByRole('heading', { level: 1, name: 'Cambiar idioma' }).waitFor()
    })

    it('lists the keys beside the English text and refuses a text that drops a placeholder', async () => {
      operator = await openBrowserPage(chrome.browser, {
        viewport: { width: 1440, height: 900 },
        baseURL: server.url,
      })
      const { page } = operator
      await signIn(page, ADMIN)
      await openPage(page, 'Language packages')
      await page.getByLabel('Search keys and texts').fill('period.everyMinutes')
      const minutes = page.getByLabel('Text of period.everyMinutes')
      expect(await minutes.inputValue()).toBe('Cada {{count}} minutos')
      await page.getByRole('row').filter({ hasText: 'Every {{count}} minutes' }).waitFor()

      await minutes.fill('Cada minuto')
      await page.getByText('Keep exactly {{count}}').waitFor()
      await page.getByRole('button', { name: 'Save 1 changed text' }).click()
      await page
        .getByText(
          'The text period.everyMinutes must keep exactly the placeholders of the English text ({{count}}); nothing was saved.',
        )
        .waitFor()
      await expectAccessible(page, 'language keys with a refused text', 'serious')
      await page.getByRole('button', { name: 'Discard changes' }).click()
      expect(await minutes.inputValue()).toBe('Cada {{count}} minutos')
    })

    it('saves one Spanish text', async () => {
      const { page } = operator
      await page.getByLabel('Search keys and texts').fill('nav.changeLanguage')
      const title = page.getByLabel('Text of nav.changeLanguage')
      expect(await title.inputValue()).toBe('Cambiar idioma')
      await title.fill(NEW_TITLE)
      await page.getByText('Changed', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Save 1 changed text' }).click()
      await page.getByRole('status').filter({ hasText: 'Saved 1 text of the es package' }).waitFor()
      expect(await title.inputValue()).toBe(NEW_TITLE)
      await expectAccessible(page, 'language keys after a save', 'serious')
      // The one refused save above is the only failed request.
      expect(operator.errors).toEqual([
        expect.stringMatching(
          /^Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(http:\/\/127\.0\.0\.1:\d+\/api\/ops\/languages\/es\)$/,
        ),
      ])
    })

    it('shows the new text on the phone once the app loads again and sees the new config version', async () => {
      await phone.page.reload()
      await phone.page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor()
      await expectCleanScreen(phone, 'change language with the edited Spanish title')
      await phone.context.close()
      await operator.context.close()
    })
  },
)
