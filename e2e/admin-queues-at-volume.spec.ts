import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { SessionReply } from '@app/contracts'
import { dayRange, localDay } from '../admin/src/lib/date-range.ts'
import { confirmRecharge } from '../server/src/modules/wallet/recharges/recharges.service.ts'
import { insertRecharge } from '../server/src/modules/wallet/recharges/recharges.repo.ts'
import {
  apiData,
  chromiumPath,
  DEMO_INVITATION_CODE,
  launchBrowser,
  openBrowserPage,
  seriousAxeViolations,
  type AppBrowser,
} from './support/browser.ts'
import { ADMIN, openPage, signIn, type ConsolePage } from './support/console.ts'
import { startTestServer, type TestServer } from './support/server.ts'

const HOUR = 3_600
const ANA = { phone: '5550177001', password: 'ana-pass-2026' }
const BEN = { phone: '5550177002', password: 'ben-pass-2026' }

/**
 * The recharge queue at volume, at 1440×900: 500 pending recharges over three weeks; an operator
 * searches one user's by phone, narrows them to a week of days and pages to the end, seeing each
 * exactly once, oldest first; the address keeps the search (a reload, a link to one user's
 * recharges); a bulk "mark as error" reports the one another operator confirmed meanwhile.
 */
describe.skipIf(!chromiumPath)('operator console: a queue of 500 recharges', () => {
  let server: TestServer
  let chrome: AppBrowser
  let operator: ConsolePage
  const seeded: { id: number; user: number; at: number }[] = []
  const users = { ana: 0, ben: 0 }

  beforeAll(async () => {
    server = await startTestServer()
    chrome = await launchBrowser()
    operator = await openBrowserPage(chrome.browser, {
      viewport: { width: 1440, height: 900 },
      baseURL: server.url,
    })
  })

  afterAll(async () => {
    await chrome?.close?.()
    await server?.close?.()
  })

  const register = async (user: typeof ANA) =>
    (
      await apiData<SessionReply>(server.url, '/api/auth/register', {
        method: 'POST',
        body: { ...user, confirmPassword: user.password, invitationCode: DEMO_INVITATION_CODE },
      })
    ).userInfo.id

  /** The ids of the rows the table shows, top to bottom. */
  const shownIds = (page: Page) =>
    page
      .getByRole('tabpanel')
      .locator('.ant-table-tbody > tr.ant-table-row')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-row-key'))))

  /** Clicks "Load more" until there is no more, then the ids shown. */
  async function pageToTheEnd(page: Page): Promise<number[]> {
    const more = page.getByRole('button', { name: 'Load more pending recharges' })
    await expect.poll(async () => (await shownIds(page)).length).toBeGreaterThan(0)
    // The button goes in the same render as the last page arrives.
    for (let clicks = 0; clicks < 60 && (await more.isVisible()); clicks++) {
      const before = (await shownIds(page)).length
      await more.click()
      await expect.poll(async () => (await shownIds(page)).length).toBeGreaterThan(before)
    }
    return shownIds(page)
  }

  const pendingTab = (page: Page) => page.getByRole('tab', { name: /^Pending/ })

  it('seeds 500 pending recharges of two users, an hour apart over three weeks', async () => {
    users.ana = await register(ANA)
    users.ben = await register(BEN)
    const db = server.deps.database.db
    const channel = await db.selectFrom('payment_channels').select('id').executeTakeFirstOrThrow()
    const now = server.deps.clock.now()
    for (let i = 0; i < 500; i++) {
      const user = i % 5 === 0 ? users.ben : users.ana
      const at = now - (500 - i) * HOUR
      const row = await insertRecharge(db, {
        user_id: user,
        amount: 5_000 + i,
        membership_number: `M-${i}`,
        payer_account: `PAYER-${i}`,
        channel_id: channel.id,
        status: 'pending',
        created_at: at,
        expires_at: now + 7 * 24 * HOUR,
        decided_at: null,
        decided_by: null,
        entry_id: null,
      })
      seeded.push({ id: row.id, user, at })
    }
    expect(seeded).toHaveLength(500)
  })

  it("searches Ana's by phone, narrows them to seven days and pages to the end, each once", async () => {
    const { page } = operator
    await signIn(page, ADMIN)
    await openPage(page, 'Recharges')
    await expect.poll(() => pendingTab(page).textContent()).toMatch(/^Pending \(\d{3}\)$/)

    await page.getByLabel('Search recharges', { exact: true }).fill(ANA.phone)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => pendingTab(page).textContent()).toBe('Pending (400)')

    const first = localDay(12)
    const last = localDay(6)
    const range = dayRange(first, last)
    if ('problem' in range) throw new Error(range.problem)
    const expected = seeded
      .filter((r) => r.user === users.ana && r.at >= range.from && r.at < range.to)
      .map((r) => r.id)
    expect(expected.length).toBeGreaterThan(100)
    // The search's days, not the export's ("First day of recharges to export").
    await page.getByLabel('First day of recharges', { exact: true }).fill(first)
    await page.getByLabel('Last day of recharges', { exact: true }).fill(last)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => pendingTab(page).textContent()).toBe(`Pending (${expected.length})`)
    expect(page.url()).toContain(`phone=${ANA.phone}`)
    expect(page.url()).toContain(`from=${first}`)

    const seen = await pageToTheEnd(page)
    // Every matching recharge exactly once, the oldest first (the pending tab's order).
    expect(seen).toEqual(expected)
    expect(new Set(seen).size).toBe(seen.length)
    await page.getByText(`Showing ${expected.length} of ${expected.length}`).waitFor()
    expect(await seriousAxeViolations(page), 'axe on the searched queue').toEqual([])

    // The newest first, after a reload that keeps the search: the same rows the other way round.
    await page.getByText('Newest first').click()
    await expect.poll(() => page.url()).toContain('order=newest')
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Recharges' }).waitFor()
    await expect
      .poll(() => pendingTab(page).textContent(), { timeout: 20_000 })
      .toBe(`Pending (${expected.length})`)
    expect(await pageToTheEnd(page)).toEqual([...expected].reverse())
  }, 180_000)

  it("opens one user's recharges from a link, and a bulk error reports the one confirmed meanwhile", async () => {
    const { page } = operator
    await page.goto(`/admin/#/recharges?user=${users.ben}`)
    await expect.poll(() => pendingTab(page).textContent()).toBe('Pending (100)')
    const ids = (await shownIds(page)).slice(0, 3)
    expect(ids).toEqual(
      seeded
        .filter((r) => r.user === users.ben)
        .map((r) => r.id)
        .slice(0, 3),
    )
    for (const id of ids) await page.getByLabel(`Select recharge ${id}`).check()
    await page.getByText('3 selected').waitFor()

    // Meanwhile another operator confirms the second one: its money is credited once, by them.
    const admin = await server.deps.database.db
      .selectFrom('operators')
      .select('id')
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow()
    await confirmRecharge(server.deps, {
      rechargeId: ids[1] ?? 0,
      operatorId: admin.id,
      reference: 'HMP 0001',
    })

    await page.getByRole('button', { name: 'Mark selected as error' }).click()
    await page.getByRole('button', { name: 'Mark as error', exact: true }).click()
    const report = page.getByTestId('bulk-report')
    await report.getByText('2 of 3 recharges decided.').waitFor()
    await report
      .getByText(`Recharge #${ids[1]} was already completed by ${ADMIN.username}; left as it was.`)
      .waitFor()
    await expect.poll(() => pendingTab(page).textContent()).toBe('Pending (97)')
    await expect.poll(() => page.getByRole('tab', { name: /^Error/ }).textContent()).toBe('Error (2)')
    expect(await seriousAxeViolations(page), 'axe on the bulk report').toEqual([])
  })
})
