import { expect, it } from 'vitest'
import type { WebSocketRoute } from 'playwright-core'
import { callApi, expectCleanScreen, expectToast, goTo, logIn } from './support/browser.ts'
import { ADMIN, expectAccessible, openPage, signIn } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

const QUESTION = 'Hello, where is my withdrawal?'
const FOLLOW_UP = 'It was sent yesterday.'
const REPLY = 'Let me check that for you.'
const SECOND_REPLY = 'It is on its way.'
const OFFLINE_MESSAGE = 'Written while the connection was down.'

describeJourney(
  'customer chat: a user asks, an operator answers, both live',
  { app: 'signed-out', console: true },
  ({ server, app: user, operator: operatorConsole }) => {
    const userLog = () => user.page.getByRole('log', { name: 'Conversation with customer service' })
    const operatorLog = () => operatorConsole.page.getByRole('log', { name: 'Messages' })

    it('the user opens the chat: customer service is offline, and a message goes out with Enter', async () => {
      const { page } = user
      await logIn(page)
      await goTo(page, '/pages/customerservice/index')
      await page.getByRole('heading', { level: 1, name: 'Customer service' }).waitFor()
      await page.getByText('Offline', { exact: true }).waitFor()
      await page.getByText('Customer service is offline right now.', { exact: false }).waitFor()
      await page.getByText('No messages yet').waitFor()

      const box = page.getByRole('textbox', { name: 'Message' })
      await box.fill(QUESTION)
      await box.press('Enter')
      // Acknowledged by the server: no pending mark left.
      await userLog().locator('li:not([data-pending])', { hasText: QUESTION }).waitFor()
      await expect.poll(() => box.inputValue()).toBe('')

      await box.fill(FOLLOW_UP)
      await page.getByRole('button', { name: 'Send' }).click()
      await userLog().locator('li:not([data-pending])', { hasText: FOLLOW_UP }).waitFor()
      await expectCleanScreen(user, 'the chat page')
    })

    it('the operator goes online in the console and the user sees it without reloading', async () => {
      const { page: operator } = operatorConsole
      await signIn(operator, ADMIN)
      await openPage(operator, 'Support inbox')

      const presence = operator.getByRole('switch', { name: 'Online for chat' })
      await expect.poll(() => presence.getAttribute('aria-checked')).toBe('false')
      await presence.click()
      await expect.poll(() => presence.getAttribute('aria-checked')).toBe('true')
      await operator.getByText('Customer service online').waitFor()

      await user.page.getByText('Online', { exact: true }).waitFor()
      expect(
        await user.page.getByText('Customer service is offline right now.', { exact: false }).count(),
      ).toBe(0)
    })

    it('the operator opens the conversation, reads the messages and replies; the user gets the reply live', async () => {
      const { page: operator } = operatorConsole
      const conversation = operator
        .getByRole('navigation', { name: 'Conversations' })
        .getByRole('button', { name: /Demo User/ })
      await conversation.getByText('2 unread').waitFor()
      await conversation.click()
      await operatorLog().getByText(QUESTION).waitFor()
      await operatorLog().getByText(FOLLOW_UP).waitFor()
      const facts = operator.locator('.ant-card', { has: operator.getByRole('heading', { name: 'User' }) })
      await facts.getByText('VIP level', { exact: true }).waitFor()
      await facts.getByText('Active', { exact: true }).waitFor()
      // Read while open: the unread count goes.
      await expect.poll(() => conversation.getByText('2 unread').count()).toBe(0)

      await operator.getByRole('button', { name: 'Assign to me' }).click()
      await operator.getByText('Assigned to you').waitFor()

      await operator.getByRole('textbox', { name: 'Reply' }).fill(REPLY)
      await operator.getByRole('button', { name: 'Send' }).click()
      await operatorLog().getByText(REPLY).waitFor()

      await userLog().getByText(REPLY).waitFor()
      expect(await userLog().getByText(QUESTION).count()).toBe(1)
      await expectCleanScreen(user, 'the chat page with a reply')
      await expectAccessible(operator, 'the support inbox', 'serious')
    })

    it('a reply sent while the user is elsewhere shows as unread on the My page, and reading clears it', async () => {
      const { page } = user
      const { page: operator } = operatorConsole
      await goTo(page, '/pages/index/index')
      await page.getByRole('link', { name: 'My', exact: true }).waitFor()

      await operator.getByRole('textbox', { name: 'Reply' }).fill(SECOND_REPLY)
      await operator.getByRole('textbox', { name: 'Reply' }).press('Enter')
      await operatorLog().getByText(SECOND_REPLY).waitFor()

      await page.getByRole('link', { name: 'My', exact: true }).click()
      const entry = page.getByRole('link', { name: /Customer service/ })
      await entry.getByText('Unread messages: 1').waitFor()
      await entry.click()
      await userLog().getByText(SECOND_REPLY).waitFor()
      await page.getByRole('button', { name: 'Back' }).click()
      await page.getByRole('heading', { level: 1, name: 'My' }).waitFor()
      await expect.poll(() => page.getByTestId('chat-unread').count()).toBe(0)
      await expectCleanScreen(user, 'the My page')
    })

    it('a message written while the connection is down waits on the device and is delivered once when it returns', async () => {
      const { page } = user
      // The user's chat socket passes through here: proxied to the server, or held silent ("down").
      let down = false
      const held: WebSocketRoute[] = []
      await page.routeWebSocket(/\/api\/chat\/ws(\?|$)/, (ws) => {
        if (down) held.push(ws)
        else ws.connectToServer()
      })
      await goTo(page, '/pages/customerservice/index')
      await userLog().getByText(SECOND_REPLY).waitFor()
      await page.getByText('Online', { exact: true }).waitFor()

      down = true
      await page.reload()
      await userLog().getByText(SECOND_REPLY).waitFor()
      const box = page.getByRole('textbox', { name: 'Message' })
      await box.fill(OFFLINE_MESSAGE)
      await box.press('Enter')
      const pending = userLog().locator('li[data-pending]', { hasText: OFFLINE_MESSAGE })
      await pending.getByText('Waiting for connection').waitFor()
      const outbox = await page.evaluate(() => localStorage.getItem('chatOutbox'))
      expect(outbox).toContain(OFFLINE_MESSAGE)

      // Still kept after a reload with the connection down.
      await page.reload()
      await pending.getByText('Waiting for connection').waitFor()

      down = false
      for (const ws of held) await ws.close({ code: 1012, reason: 'restart' })
      await userLog()
        .locator('li:not([data-pending])', { hasText: OFFLINE_MESSAGE })
        .waitFor({ timeout: 15_000 })
      await operatorLog().getByText(OFFLINE_MESSAGE).waitFor()
      expect(await operatorLog().getByText(OFFLINE_MESSAGE).count()).toBe(1)
      expect(await userLog().getByText(OFFLINE_MESSAGE).count()).toBe(1)
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('chatOutbox')))
        .not.toContain(OFFLINE_MESSAGE)
      expect(user.errors).toEqual([])
    })

    it('older messages load when the user scrolls to the top, and what was on screen stays in place', async () => {
      const { page } = user
      const token = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? '""') as string
      for (let i = 1; i <= 35; i += 1) {
        const sent = await callApi(server.url, '/api/chat/messages', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ clientId: `e2e-history-${i}`, text: `History line ${i}` }),
        })
        expect(sent.status).toBe(200)
      }
      await page.reload()
      const log = userLog()
      await log.getByText('History line 35', { exact: true }).waitFor()
      // The newest 30 only, newest at the bottom and in view.
      expect(await log.getByText('History line 5', { exact: true }).count()).toBe(0)
      const newestBox = await log.getByText('History line 35', { exact: true }).boundingBox()
      const shownBox = await log.boundingBox()
      expect(newestBox && shownBox && newestBox.y + newestBox.height).toBeLessThanOrEqual(
        (shownBox?.y ?? 0) + (shownBox?.height ?? 0),
      )
      const sixth = log.getByText('History line 6', { exact: true })

      await log.evaluate((el) => el.scrollTo({ top: 0 }))
      await log.getByText('History line 5', { exact: true }).waitFor()
      await log.getByText(QUESTION).waitFor({ state: 'attached' })
      const logBox = await log.boundingBox()
      const sixthBox = await sixth.boundingBox()
      expect(logBox && sixthBox && sixthBox.y - logBox.y).toBeGreaterThanOrEqual(0)
      expect(logBox && sixthBox && sixthBox.y - logBox.y).toBeLessThan(120)
      expect(await log.getByRole('button', { name: 'Load earlier messages' }).count()).toBe(0)
      expect(user.errors).toEqual([])
    })

    it('a session revoked elsewhere closes the chat socket and the app goes to the sign page', async () => {
      const { page } = user
      const token = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? '""') as string
      const revoked = await callApi(server.url, '/api/auth/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(revoked.status).toBe(200)
      // The server re-checks sessions every 2 s and closes with 4401; the app's 401 handling follows.
      await page.waitForURL(/#\/pages\/sign\/index\?redirect=%2Fpages%2Fcustomerservice%2Findex$/)
      await expectToast(page, 'Please log in first')
      // The only error is the browser's own line for the 401 that confirmed the session ended.
      expect(user.errors.every((error) => error.includes('status of 401'))).toBe(true)
    })

    it('left no console errors in the console', () => {
      expect(operatorConsole.errors).toEqual([])
    })
  },
)
