import { expect, it } from 'vitest'
import { expectCleanScreen, goTo } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

describeJourney('a visitor opens the app and moves between the tabs', ({ openPhone }) => {
  it('lands on home from the entry route and from the splash alias', async () => {
    const app = await openPhone()
    await app.page.goto('/')
    await app.page.waitForURL(/#\/pages\/index\/index$/)
    await app.page.getByRole('heading', { level: 1, name: 'Harvest' }).waitFor()
    await goTo(app.page, '/pages/splash/splash')
    await app.page.waitForURL(/#\/pages\/index\/index$/)
    await expectCleanScreen(app, 'home')
    await app.context.close()
  })

  it('shows a 50 px tab bar with Home, Product, Wallet and My in that order', async () => {
    const app = await openPhone()
    await goTo(app.page, '/pages/index/index')
    const tabBar = app.page.getByRole('navigation', { name: 'Main navigation' })
    const tabs = tabBar.getByRole('link')
    await tabs.first().waitFor()
    expect(await tabs.allInnerTexts()).toEqual(['Home', 'Product', 'Wallet', 'My'])
    expect((await tabBar.boundingBox())?.height).toBe(50)
    expect(await tabs.first().getAttribute('aria-current')).toBe('page')

    await tabs.nth(1).click()
    await app.page.waitForURL(/#\/pages\/product\/index$/)
    await app.page.getByRole('heading', { level: 1, name: 'Products' }).waitFor()
    expect(await tabs.nth(1).getAttribute('aria-current')).toBe('page')
    await expectCleanScreen(app, 'product tab')
    await app.context.close()
  })

  it('shows the app as a centred phone-width column on a wide screen', async () => {
    const app = await openPhone()
    await app.page.setViewportSize({ width: 1280, height: 800 })
    await goTo(app.page, '/pages/index/index')
    await app.page.getByRole('heading', { level: 1 }).waitFor()
    const column = await app.page.locator('#root').boundingBox()
    const tabBar = await app.page.getByRole('navigation', { name: 'Main navigation' }).boundingBox()
    expect(column?.width).toBe(480)
    expect(column?.x).toBe(400)
    expect(tabBar?.x).toBe(400)
    expect(tabBar?.width).toBe(480)
    await app.context.close()
  })
})
