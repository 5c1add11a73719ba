import { expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { expectCleanScreen, goTo, logIn } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

/** Every control of the notice and the sessions page is a touch target of 44 px or more. */
async function expectTouchTargets(controls: Locator): Promise<void> {
  const count = await controls.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const box = await controls.nth(i).boundingBox()
    expect(box?.height ?? 0, await controls.nth(i).innerText()).toBeGreaterThanOrEqual(44)
  }
}

describeJourney('a sign-in on a second phone, seen and signed out from the first', ({ openPhone }) => {
  it('the first phone is told of the new sign-in, signs the second out, and the second is signed out', async () => {
    const first = await openPhone()
    await logIn(first.page)
    await first.page.waitForLoadState('networkidle')
    // Its own sign-in is nothing to tell of.
    expect(await first.page.getByText(/New sign-in on/).count()).toBe(0)

    const second = await openPhone()
    await logIn(second.page)
    await second.page.waitForLoadState('networkidle')
    expect(await second.page.getByText(/New sign-in on/).count()).toBe(0)

    // The first phone's next app load shows the notice, with its ways out.
    await first.page.emulateMedia({ colorScheme: 'dark' })
    await goTo(first.page, '/pages/my/index')
    await first.page.reload()
    const notice = first.page.getByRole('status').filter({ hasText: 'New sign-in on' })
    await notice.waitFor()
    expect(await notice.innerText()).toMatch(
      /New sign-in on Chrome · Linux at .*Not you\? Change your password\./s,
    )
    await expectTouchTargets(notice.locator('a, button'))
    await first.page.waitForLoadState('networkidle')
    await expectCleanScreen(first, 'the new sign-in notice (dark)')
    await first.page.emulateMedia({ colorScheme: 'light' })

    await notice.getByRole('link', { name: 'Signed-in devices' }).click()
    await first.page.getByRole('heading', { level: 1, name: 'Signed-in devices' }).waitFor()
    const cards = first.page.locator('.session-card')
    await expect.poll(() => cards.count()).toBe(2)
    const own = cards.filter({ hasText: 'This device' })
    const other = cards.filter({ hasNotText: 'This device' })
    expect(await own.count()).toBe(1)
    expect(await other.innerText()).toMatch(/Chrome · Linux[\s\S]*Signed in [\s\S]*Last active /)
    expect(await own.getByRole('button').count()).toBe(0)
    await expectTouchTargets(first.page.locator('.page-body button'))
    await first.page.waitForLoadState('networkidle')
    await expectCleanScreen(first, 'the sessions page')

    await other.getByRole('button', { name: 'Log out' }).click()
    await expect.poll(() => cards.count()).toBe(1)
    expect(await first.page.getByRole('button', { name: 'Sign out all other devices' }).count()).toBe(0)

    // The second phone's next request meets a revoked token: it is signed out, to the sign page.
    await goTo(second.page, '/pages/my/index')
    await second.page.waitForURL(/#\/pages\/sign\/index/)
    expect(await second.page.evaluate(() => localStorage.getItem('token'))).toBeNull()

    // Dismissed, the notice stays gone on the next load.
    await goTo(first.page, '/pages/my/index')
    await first.page.getByRole('button', { name: 'Dismiss' }).click()
    await expect.poll(() => notice.count()).toBe(0)
    await first.page.reload()
    await first.page.getByRole('heading', { level: 1, name: 'My' }).waitFor()
    await first.page.waitForLoadState('networkidle')
    expect(await first.page.getByText(/New sign-in on/).count()).toBe(0)
    await first.context.close()
    await second.context.close()
  })
})
