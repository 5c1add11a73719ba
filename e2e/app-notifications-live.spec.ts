import { beforeAll, expect, it } from 'vitest'
import type { RechargeOptions, RechargeRow, SessionReply } from '@app/contracts'
import { DEMO_USER, expectCleanScreen, goTo } from './support/browser.ts'
import { ADMIN } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

/**
 * The user waits on Home while an operator confirms their recharge: the bell and the Home tab show
 * the notification and the balance grows, with no reload; the list tells it in the user's words
 * and opening it marks it read.
 */
describeJourney('notifications reach the app live', { app: 'signed-in' }, ({ app, api }) => {
  let userToken = ''
  let adminToken = ''
  let rechargeId = 0

  beforeAll(async () => {
    userToken = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: DEMO_USER })).token
    adminToken = (await api<{ token: string }>('/api/ops/auth/login', { method: 'POST', body: ADMIN })).token
    // The demo history's notifications are read, so the journey starts from none unread.
    await api('/api/notifications/read-all', { method: 'POST', token: userToken })
    const { channels } = await api<RechargeOptions>('/api/wallet/recharge-options', { token: userToken })
    const recharge = await api<RechargeRow>('/api/recharges', {
      method: 'POST',
      token: userToken,
      body: {
        membershipNumber: 'M-2000-0042',
        payerAccount: '6222000033334444',
        amount: '12345',
        channelId: channels[0]?.id,
      },
    })
    rechargeId = recharge.id
  })

  it('shows the credit on Home without a reload: bell, tab badge and balance', async () => {
    const { page } = app
    await goTo(page, '/pages/index/index')
    // The demo history was marked read behind the app's back: start from what the server says.
    await page.reload()
    const balance = page.locator('.balance-grid > div').first().locator('dd')
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toMatch(/\$/)
    const before = await balance.innerText()
    const bell = page.getByTestId('notification-bell')
    await bell.waitFor()
    await expect.poll(() => page.getByTestId('notification-count').count(), { timeout: 10_000 }).toBe(0)
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))
    // The socket is up once the app has signed it in; give the lazy link a moment to connect.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('LiveUpdates')),
    )
    await page.waitForTimeout(500)

    await api(`/api/ops/recharges/${rechargeId}/confirm`, {
      method: 'POST',
      token: adminToken,
      body: { reference: 'FT-2611-0099' },
    })

    await expect.poll(() => page.getByTestId('notification-count').innerText(), { timeout: 10_000 }).toBe('1')
    await expect
      .poll(() => page.getByTestId('notification-tab-badge').innerText(), { timeout: 10_000 })
      .toContain('1')
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).not.toBe(before)
    const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''))
    expect(amount(await balance.innerText()) - amount(before)).toBeCloseTo(123.45, 2)
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true)
    expect(await bell.getAttribute('aria-label')).toBe('Notifications: 1 unread')
  })

  it('lists it in words, and opening it marks it read', async () => {
    const { page } = app
    await page.getByTestId('notification-bell').click()
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor()
    const row = page.getByTestId('notification-row').first()
    await row.waitFor()
    await row.getByText('Your recharge of $123.45 was confirmed and credited to your balance.').waitFor()
    expect(await row.getAttribute('data-read')).toBe('false')
    await expectCleanScreen(app, 'notifications list')
    await row.click()
    await page.getByRole('heading', { level: 1, name: 'Recharge records' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor()
    await expect
      .poll(() => page.getByTestId('notification-row').first().getAttribute('data-read'), { timeout: 10_000 })
      .toBe('true')
    expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0)
    const unread = await api<{ count: number }>('/api/notifications/unread', { token: userToken })
    expect(unread.count).toBe(0)
    await goTo(page, '/pages/index/index')
    await page.getByTestId('notification-bell').waitFor()
    expect(await page.getByTestId('notification-count').count()).toBe(0)
  })
})
