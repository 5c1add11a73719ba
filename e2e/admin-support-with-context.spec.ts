import { expect, it } from 'vitest'
import { withdrawalFee, type SessionReply, type WithdrawalRow, type WithdrawOptions } from '@app/contracts'
import { DEMO_USER, expectCleanScreen, goTo } from './support/browser.ts'
import { ADMIN, chooseOption, expectAccessible, openedDialog, openPage, signIn } from './support/console.ts'
import { describeJourney } from './support/journey.ts'

const QUESTION = 'Hola, ¿dónde está mi retiro?'
const SAVED_TITLE = 'Retiro en revisión'
const SAVED_TEXT = 'Hola {{nickname}}, su retiro está en revisión.'
const FILLED = 'Hola Demo User, su retiro está en revisión.'
const EDIT = ' Le escribimos en cuanto se pague.'
const AMOUNT = 11_000
const AGAIN = '¿Alguna novedad?'

/**
 * Support with context at 1440×900: a user asks about a withdrawal in the app; the operator saves a
 * Spanish reply, inserts it (the nickname filled in), edits and sends it, and the user reads it
 * live; the operator links the user's pending withdrawal to the conversation and opens it in the
 * withdrawal queue, where the row links back to the conversation.
 */
describeJourney(
  'support with context: a saved reply edited and sent, a withdrawal linked and opened in its queue',
  { app: 'signed-in', console: true },
  ({ app: user, operator: operatorConsole, api }) => {
    const userLog = () => user.page.getByRole('log', { name: 'Conversation with customer service' })
    const operatorLog = () => operatorConsole.page.getByRole('log', { name: 'Messages' })
    let withdrawal: WithdrawalRow

    it('the user, with a pending withdrawal, asks about it in the app', async () => {
      const token = (await api<SessionReply>('/api/auth/login', { method: 'POST', body: DEMO_USER })).token
      await api('/api/account/receipt', {
        method: 'PUT',
        token,
        body: {
          accountNumber: '1234567890',
          receiverName: 'Demo User',
          method: 'Bank',
          password: DEMO_USER.password,
        },
      })
      const { feeRateBp } = await api<WithdrawOptions>('/api/wallet/withdraw-options', { token })
      const fee = withdrawalFee(AMOUNT, feeRateBp)
      withdrawal = await api<WithdrawalRow>('/api/withdrawals', {
        method: 'POST',
        token,
        body: {
          amount: String(AMOUNT),
          wallet: 'balance',
          expectedFee: String(fee),
          expectedActual: String(AMOUNT - fee),
          password: DEMO_USER.password,
        },
      })

      const { page } = user
      await goTo(page, '/pages/customerservice/index')
      const box = page.getByRole('textbox', { name: 'Message' })
      await box.fill(QUESTION)
      await box.press('Enter')
      await userLog().locator('li:not([data-pending])', { hasText: QUESTION }).waitFor()
    })

    it('the operator saves a Spanish reply from the reply box', async () => {
      const { page } = operatorConsole
      await page.setViewportSize({ width: 1440, height: 900 })
      await signIn(page, ADMIN)
      await openPage(page, 'Support inbox')
      await page
        .getByRole('navigation', { name: 'Conversations' })
        .getByRole('button', { name: /Demo User/ })
        .click()
      await operatorLog().getByText(QUESTION).waitFor()

      // "/" in the empty box opens the saved replies; there are none yet.
      await page.getByRole('textbox', { name: 'Reply' }).press('/')
      // Each dialog is used once it has finished opening (a click into the motion can be lost).
      const picker = await openedDialog(page, 'Saved replies')
      await picker.getByText('No saved replies yet.', { exact: false }).waitFor()
      await picker.getByRole('button', { name: 'Manage saved replies' }).click()
      const manager = await openedDialog(page, 'Manage saved replies')
      await manager.getByRole('button', { name: 'New reply' }).click()
      await manager.getByRole('button', { name: 'Save reply' }).click()
      await manager.getByText('Please enter the title.').waitFor()
      await manager.getByLabel('Title').fill(SAVED_TITLE)
      // The reply is English unless Spanish is chosen, and the next test looks under Spanish.
      await chooseOption(page, manager.getByLabel('Language'), 'Spanish')
      await manager.getByLabel('Text').fill(SAVED_TEXT)
      await manager.getByRole('button', { name: 'Save reply' }).click()
      await manager.getByRole('button', { name: `Edit ${SAVED_TITLE}` }).waitFor()
      await manager.getByRole('button', { name: 'Close', exact: true }).click()
      await manager.waitFor({ state: 'hidden' })
      await picker.getByRole('button', { name: `Insert ${SAVED_TITLE}` }).waitFor()
    })

    it('inserts it with the nickname filled, edits it and sends it; the user reads it live', async () => {
      const { page } = operatorConsole
      const picker = page.getByRole('dialog', { name: 'Saved replies' })
      await picker.getByRole('searchbox', { name: 'Search saved replies' }).fill('REVISIÓN')
      await picker.locator('.ant-segmented-item', { hasText: 'Spanish' }).click()
      await expect.poll(() => picker.getByRole('radio', { name: 'Spanish' }).isChecked()).toBe(true)
      await expectAccessible(page, 'the support inbox with the saved replies open', 'serious')
      await picker.getByRole('button', { name: `Insert ${SAVED_TITLE}` }).click()
      await picker.waitFor({ state: 'hidden' })

      const reply = page.getByRole('textbox', { name: 'Reply' })
      await expect.poll(() => reply.inputValue()).toBe(FILLED)
      // Filled in, not sent: the operator edits before sending.
      expect(await operatorLog().getByText(FILLED).count()).toBe(0)
      await reply.press('End')
      await reply.pressSequentially(EDIT)
      await page.getByRole('button', { name: 'Send' }).click()
      await operatorLog()
        .getByText(FILLED + EDIT)
        .waitFor()
      await userLog()
        .getByText(FILLED + EDIT)
        .waitFor()
      await expectCleanScreen(user, 'the chat page with the saved reply')
    })

    it('links the pending withdrawal to the conversation and opens it in the queue', async () => {
      const { page } = operatorConsole
      const links = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Linked requests' }) })
      await links.getByText('No recharge or withdrawal linked yet.').waitFor()
      await chooseOption(
        page,
        links.getByRole('combobox', { name: 'Recent request to link' }),
        `Withdrawal #${withdrawal.id}`,
      )
      await links.getByRole('button', { name: 'Link', exact: true }).click()
      const linked = links.getByTestId('chat-link')
      await linked.getByText(`Withdrawal #${withdrawal.id}`, { exact: false }).waitFor()
      await linked.getByText('Pending', { exact: true }).waitFor()
      await linked.getByText('Linked by admin', { exact: false }).waitFor()
      await expectAccessible(page, 'the support inbox with a linked withdrawal', 'serious')

      await linked.getByRole('link', { name: `Open withdrawal ${withdrawal.id} in its queue` }).click()
      await page.getByRole('heading', { level: 1, name: 'Withdrawals' }).waitFor()
      // The queue opens on the user's pending withdrawals, the row marked with its conversation.
      expect(page.url()).toMatch(/[?&]user=[1-9][0-9]*&status=pending/)
      const row = page
        .locator('.ant-table-tbody > tr.ant-table-row')
        .filter({ has: page.getByRole('cell', { name: String(withdrawal.id), exact: true }) })
      await row.waitFor()
      await row.getByRole('link', { name: `Conversation about withdrawal ${withdrawal.id}` }).click()
      await operatorLog().getByText(QUESTION).waitFor()
    })

    it('resolves the conversation: it leaves the open list, and the user writing again opens it', async () => {
      const { page } = operatorConsole
      const inbox = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Conversations' }) })
      const demo = inbox
        .getByRole('navigation', { name: 'Conversations' })
        .getByRole('button', { name: /Demo User/ })
      const show = async (which: 'Open' | 'Resolved') => {
        await inbox.locator('.ant-segmented-item', { hasText: which }).click()
        await expect.poll(() => inbox.getByRole('radio', { name: which }).isChecked()).toBe(true)
      }
      await demo.waitFor()
      await page.getByRole('button', { name: 'Resolve' }).click()
      await page.getByText('Conversation resolved.').first().waitFor()
      // Open conversations are listed by default; the resolved one is under Resolved, by whom.
      await demo.waitFor({ state: 'detached' })
      expect(page.url()).not.toContain('inbox=resolved')
      await show('Resolved')
      expect(page.url()).toContain('inbox=resolved')
      await demo.waitFor()
      await page.getByText('Resolved by admin').first().waitFor()
      await page.getByRole('button', { name: 'Reopen' }).waitFor()
      await expectAccessible(page, 'the support inbox, resolved conversations', 'serious')

      // The user writes again: the conversation leaves the resolved list, open once more.
      const box = user.page.getByRole('textbox', { name: 'Message' })
      await box.fill(AGAIN)
      await box.press('Enter')
      await demo.waitFor({ state: 'detached' })
      await show('Open')
      await demo.waitFor()
      await operatorLog().getByText(AGAIN).waitFor()
      await page.getByRole('button', { name: 'Resolve' }).waitFor()
    })

    it('left no console errors', () => {
      expect(operatorConsole.errors).toEqual([])
    })
  },
)
