import { expect, it } from 'vitest'
import { formatMoney, type AppConfig, type SessionReply, type WalletSummary } from '@app/contracts'
import { ADMIN, expectAccessible, openPage, signIn } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

const USER = { phone: '5550100001', password: 'demo1234' }
const NICKNAME = 'Demo User'
const ANA = { phone: '5550100002', password: 'demo1234' }

describeJourney(
  'operator console: find a user and read their page',
  { console: true },
  ({ operator, api }) => {
    let userId = 0
    let currency = ''

    const search = async (text: string) => {
      const { page } = operator
      const box = page.getByLabel('Search users by phone, nickname, member number or invitation code')
      await box.fill(text)
      await box.press('Enter')
    }
    const userRows = () => operator.page.getByRole('region', { name: 'Users' }).locator('tr.ant-table-row')

    it('finds the demo user by nickname and by member number', async () => {
      const { page } = operator
      currency = (await api<AppConfig>('/api/config')).currency
      userId = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: USER })).userInfo.id
      await page.setViewportSize({ width: 1440, height: 900 })
      await signIn(page, ADMIN)
      await openPage(page, 'Users')

      await search('Demo Us')
      await expect.poll(() => userRows().count()).toBe(1)
      expect(await userRows().first().textContent()).toContain(USER.phone)
      expect(await userRows().first().textContent()).toContain('Nickname')

      await search(String(userId))
      await expect.poll(async () => (await userRows().first().textContent()) ?? '').toContain('Member number')
      expect(await userRows().first().textContent()).toContain(USER.phone)
      await expectAccessible(page, 'user search')
    })

    it("opens the user page, whose balance is the ledger's figure", async () => {
      const { page } = operator
      await page.getByRole('link', { name: `User page of ${USER.phone}` }).click()
      await page.getByRole('heading', { level: 1, name: `${NICKNAME} · member ${userId}` }).waitFor()
      const token = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: USER })).token
      const wallet = await api<WalletSummary>('/api/wallet', { token })
      await expect
        .poll(() => page.getByTestId('user-balance').textContent())
        .toBe(formatMoney(wallet.balance, currency))
      // The queues, filtered by this user, list every recharge and withdrawal.
      expect(await page.getByRole('link', { name: 'All recharges of this user' }).getAttribute('href')).toBe(
        `#/recharges?user=${userId}`,
      )
      expect(
        await page.getByRole('link', { name: 'All withdrawals of this user' }).getAttribute('href'),
      ).toBe(`#/withdrawals?user=${userId}`)
      await page.getByRole('region', { name: 'Holdings' }).locator('tr.ant-table-row').first().waitFor()
      await page.getByRole('region', { name: 'Sessions' }).getByText('Signed in').first().waitFor()
      await expectAccessible(page, 'user page')
    })

    it("pages through the user's ledger", async () => {
      const { page } = operator
      const ledger = page.getByRole('region', { name: 'Ledger entries' })
      const ids = async () =>
        (await ledger.locator('tr.ant-table-row > td:first-child').allTextContents()).map(Number)
      await expect.poll(async () => (await ids()).length).toBe(20)
      await page.getByRole('button', { name: 'Load more ledger entries' }).click()
      await expect.poll(async () => (await ids()).length).toBeGreaterThan(20)
      const all = await ids()
      expect(new Set(all).size).toBe(all.length)
      expect(all).toEqual([...all].sort((a, b) => b - a))
    })

    it('goes from an invitee to their page, where the inviter is named', async () => {
      const { page } = operator
      const invitee = page
        .getByRole('region', { name: 'Invitees' })
        .locator('tr.ant-table-row', { hasText: 'Ana' })
      await invitee.getByRole('link').click()
      await page.getByRole('heading', { level: 1, name: /^Ana · member \d+$/ }).waitFor()
      await page
        .getByRole('link', { name: new RegExp(`^${NICKNAME} \\(#${userId}`) })
        .first()
        .waitFor()
      expect(operator.errors).toEqual([])
    })

    it("shows Ana's money and her inviter by name beside her chat, and links to her page", async () => {
      const { page } = operator
      const ana = await api<SessionReply>('/api/auth/login', { method: 'POST', body: ANA })
      await api('/api/chat/messages', {
        method: 'POST',
        token: ana.token,
        body: { clientId: 'e2e-find-a-user-1', text: 'Where is my money?' },
      })
      const wallet = await api<WalletSummary>('/api/wallet', { token: ana.token })
      await openPage(page, 'Support inbox')
      await page
        .getByRole('navigation', { name: 'Conversations' })
        .getByRole('button', { name: /Ana/ })
        .click()
      const facts = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'User' }) })
      await expect
        .poll(() => facts.getByTestId('chat-user-balance').textContent())
        .toBe(formatMoney(wallet.balance, currency))
      expect(await facts.getByTestId('chat-user-pending-withdrawals').textContent()).toBe(
        `0 · ${formatMoney(0, currency)}`,
      )
      await facts.getByRole('link', { name: `${NICKNAME} (#${userId})` }).waitFor()
      expect(await facts.textContent()).not.toContain('User #')
      await expectAccessible(page, 'support inbox with the user panel')
      await facts.getByRole('link', { name: 'User page' }).click()
      await page.getByRole('heading', { level: 1, name: `Ana · member ${ana.userInfo.id}` }).waitFor()
      expect(operator.errors).toEqual([])
    })
  },
)
