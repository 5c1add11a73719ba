import { expect, it } from 'vitest'
import {
  DEMO_INVITATION_CODE,
  DEMO_USER,
  expectCleanScreen,
  expectToast,
  goTo,
  logIn,
} from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

describeJourney(
  'a friend follows an invitation link, signs up, and the demo user logs in',
  ({ openPhone }) => {
    it('opens sign-up with the code, shows each sign-up message, then signs up and lands home', async () => {
      const app = await openPhone()
      const { page } = app
      await goTo(page, `/pages/sign/index?code=${DEMO_INVITATION_CODE}`)
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor()
      expect(await page.getByLabel('Invitation code').inputValue()).toBe(DEMO_INVITATION_CODE)
      await expectCleanScreen(app, 'sign-up')

      const submit = page.locator('form').getByRole('button', { name: 'Sign up' })
      await submit.click()
      await expectToast(page, 'Please enter your phone number.')
      await page.getByLabel('Phone number').fill('5550177777')
      await submit.click()
      await expectToast(page, 'Passwrod should have at least 6 characters.')
      await page.getByLabel('Password', { exact: true }).fill('fresh-pass')
      await page.getByLabel('Confirm password').fill('fresh-pasz')
      await submit.click()
      await expectToast(page, 'The password does not match the confirmed password.')
      await page.getByLabel('Confirm password').fill('fresh-pass')
      await page.getByLabel('Nickname (optional)').fill('Newcomer')
      await submit.click()

      await page.waitForURL(/#\/pages\/index\/index$/)
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        user: localStorage.getItem('userInfo'),
      }))
      expect(stored.token).toMatch(/^".+"$/)
      expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ phone: '5550177777', nickname: 'Newcomer' })
      await page.getByRole('link', { name: 'My', exact: true }).click()
      await page.getByText('Newcomer').waitFor()
      await expectCleanScreen(app, 'my page of the new user')
      await app.context.close()
    })

    it('logs the demo user in and shows who they are on My', async () => {
      const app = await openPhone()
      await logIn(app.page, DEMO_USER)
      await goTo(app.page, '/pages/my/index')
      await app.page.getByText('Demo User').waitFor()
      await app.page.getByText('555***0001').waitFor()
      await app.page.getByText('VIP 1').waitFor()
      await expectCleanScreen(app, 'my page')
      await app.context.close()
    })
  },
)
