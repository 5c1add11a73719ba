import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Texts } from './texts.ts'

/** How long a state may take to show on a slow, loaded machine. */
export const SOON = { timeout: 15_000 }

/** The app's landmarks, found by their texts in the language the phone shows. */
export function appScreens(page: () => Page, { t }: Texts) {
  const heading = (text: string) => page().getByRole('heading', { level: 1, name: text, exact: true })
  const bellSays = (count: number) =>
    count > 0 ? t('notificationPage.bellUnread', { count }) : t('nav.notifications')
  return {
    heading,
    /** Presses the form's button of this language key (`sign.register`). */
    submit: (key: string) =>
      page()
        .locator('form')
        .getByRole('button', { name: t(key) })
        .click(),
    /** The dialog titled with this language key's text. */
    dialog: (key: string, values?: Record<string, string | number>) =>
      page().getByRole('dialog', { name: t(key, values) }),
    /** A link of the tab bar, by its language key (`tab.wallet`). */
    tab: (key: string) =>
      page()
        .getByRole('navigation', { name: t('tab.label') })
        .getByRole('link', { name: t(key), exact: true }),
    /** The balance as the wallet card shows it (Home, Wallet). */
    balanceShown: () =>
      page()
        .getByRole('region', { name: t('wallet.assets') })
        .locator('.balance-grid > div')
        .first()
        .locator('dd'),
    /**
     * On Home, something happens elsewhere (`happen`): the bell counts one more unread at once, with
     * no reload, and the list's newest row says `text`, unread. `unread` is the server's count.
     */
    async expectTold(unread: () => Promise<number>, happen: () => Promise<void>, text: string) {
      const bell = page().getByTestId('notification-bell')
      await bell.waitFor()
      const count = await unread()
      await expect.poll(() => bell.getAttribute('aria-label'), SOON).toBe(bellSays(count))
      await page().evaluate(() => Object.assign(window, { stillTheSamePage: true }))
      await happen()
      await expect.poll(() => bell.getAttribute('aria-label'), SOON).toBe(bellSays(count + 1))
      expect(await page().evaluate(() => 'stillTheSamePage' in window)).toBe(true)
      await bell.click()
      await heading(t('nav.notifications')).waitFor()
      const row = page().getByTestId('notification-row').first()
      await row.getByText(text).waitFor()
      expect(await row.getAttribute('data-read')).toBe('false')
    },
  }
}

type Catalogue = { items: { id: number; name: string }[] }
type Api = <T>(route: string, init?: { language?: string }) => Promise<T>

/** A seeded product's name in `language`, found by its English name (content is translated). */
export async function productNameIn(api: Api, english: string, language: string): Promise<string> {
  const id = (await api<Catalogue>('/api/products')).items.find((p) => p.name === english)?.id
  const catalogue = await api<Catalogue>('/api/products', { language })
  return catalogue.items.find((p) => p.id === id)?.name ?? english
}
