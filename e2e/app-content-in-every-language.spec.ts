import { expect, it } from 'vitest'
import { expectCleanScreen, goTo, logIn, openBrowserPage, type AppPage } from './support/browser.ts'
import { ADMIN, expectAccessible, openPage, signIn, type ConsolePage } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

/** A product card's name in the catalogue. */
const cardNamed = (app: AppPage, name: string) =>
  app.page.locator('.product-card').getByRole('heading', { name, exact: true })

async function chooseLanguage(app: AppPage, label: string, heading: string): Promise<void> {
  await goTo(app.page, '/pages/my/changeLanguage')
  await app.page.getByText(label, { exact: true }).click()
  await app.page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

describeJourney(
  'products and wallet types in Spanish and Japanese, and an operator renames a product in Spanish',
  ({ server, chrome, openPhone }) => {
    let phone: AppPage
    let operator: ConsolePage

    it('shows the seeded products and wallet types in Spanish, then in Japanese', async () => {
      phone = await openPhone()
      await logIn(phone.page)
      await chooseLanguage(phone, 'Español', 'Cambiar idioma')
      await goTo(phone.page, '/pages/product/index')
      await cardNamed(phone, 'Ahorro Inicial').waitFor()
      expect(
        await phone.page.getByText('Un primer plan pequeño que paga cada día durante un mes.').count(),
      ).toBe(1)
      await goTo(phone.page, '/pages/wallet/rechargeCreate')
      await phone.page.getByText('Transferencia bancaria', { exact: true }).waitFor()
      await phone.page.getByText('Monedero móvil', { exact: true }).waitFor()
      await expectCleanScreen(phone, 'recharge form in Spanish')

      await chooseLanguage(phone, '日本語', '言語の変更')
      await goTo(phone.page, '/pages/product/index')
      await cardNamed(phone, 'スターター貯蓄').waitFor()
      await goTo(phone.page, '/pages/wallet/rechargeCreate')
      await phone.page.getByText('銀行振込', { exact: true }).waitFor()
      await expectCleanScreen(phone, 'recharge form in Japanese')
    })

    it('lets an operator rename the product in Spanish beside the English, with a preview of the app', async () => {
      operator = await openBrowserPage(chrome.browser, {
        viewport: { width: 1440, height: 900 },
        baseURL: server.url,
      })
      const { page } = operator
      await signIn(page, ADMIN)
      await openPage(page, 'Products')
      await page.getByRole('button', { name: 'Translations of Starter Savings' }).click()
      const dialog = page.getByRole('dialog', { name: 'Translations of Starter Savings' })
      const name = dialog.getByRole('textbox', { name: 'Name (Spanish)' })
      expect(await name.inputValue()).toBe('Ahorro Inicial')
      await dialog
        .getByRole('region', { name: 'Name (Spanish) in English' })
        .getByText('Starter Savings')
        .waitFor()
      const preview = dialog.getByRole('region', { name: 'Preview in the app' })
      await preview.getByText('Ahorro Inicial').first().waitFor()
      await preview.getByText('Precio').first().waitFor()

      await name.fill('Ahorro de Bienvenida')
      await preview.getByText('Ahorro de Bienvenida').first().waitFor()
      await name.fill('')
      await dialog.getByText('Missing: shows English').waitFor()
      await preview.getByText('Starter Savings').first().waitFor()
      await name.fill('Ahorro de Bienvenida')
      await dialog.getByRole('button', { name: 'Save Spanish' }).click()
      await page.getByText('Saved the Spanish texts of Starter Savings.').waitFor()
      await expectAccessible(page, 'product translations dialog', 'serious')
      expect(operator.errors).toEqual([])
    })

    it('shows the new Spanish name in the app', async () => {
      await chooseLanguage(phone, 'Español', 'Cambiar idioma')
      await goTo(phone.page, '/pages/product/index')
      // A fresh start: the answer kept from the first visit in Spanish is not the one to judge.
      await phone.page.reload()
      await cardNamed(phone, 'Ahorro de Bienvenida').waitFor()
      expect(await cardNamed(phone, 'Ahorro Inicial').count()).toBe(0)
      await expectCleanScreen(phone, 'catalogue in Spanish after the rename')
      await phone.context.close()
      await operator.context.close()
    })
  },
)
