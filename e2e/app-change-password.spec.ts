import { expect, it } from 'vitest'
import { callApi, DEMO_USER, expectCleanScreen, expectToast, goTo, logIn } from './support/browser.ts'
import { describeJourney } from './support/journey.ts'

describeJourney('the demo user changes their password', ({ server, openPhone }) => {
  it('the server refuses the same three cases with the same messages', async () => {
    const session = await callApi<{ data: { token: string } }>(server.url, '/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_USER.phone, password: DEMO_USER.password }),
    })
    const change = (body: unknown) =>
      callApi<{ msg: string }>(server.url, '/api/auth/password/change', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.body.data.token}` },
        body: JSON.stringify(body),
      })
    const old = await change({
      oldPassword: '1',
      newPassword: 'harvest-2027',
      confirmPassword: 'harvest-2027',
    })
    expect(old).toMatchObject({
      status: 400,
      body: { msg: 'Old Passwrod should have at least 6 characters.' },
    })
    const short = await change({ oldPassword: DEMO_USER.password, newPassword: '1', confirmPassword: '1' })
    expect(short).toMatchObject({
      status: 400,
      body: { msg: 'New Passwrod should have at least 6 characters.' },
    })
    const mismatch = await change({
      oldPassword: DEMO_USER.password,
      newPassword: 'harvest-2027',
      confirmPassword: 'x-2027',
    })
    expect(mismatch).toMatchObject({
      status: 400,
      body: { msg: 'The new password does not match the confirmed password.' },
    })
  })

  it('shows the three messages, refuses the same password, then Modification successful, and the new password works', async () => {
    const app = await openPhone()
    const { page } = app
    await logIn(page)
    await goTo(page, '/pages/my/index')
    await page.getByRole('link', { name: 'Change password' }).click()
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor()
    await expectCleanScreen(app, 'change password')

    const confirm = page.getByRole('button', { name: 'Confirm' })
    await page.getByLabel('Old password').fill('12345')
    await confirm.click()
    await expectToast(page, 'Old Passwrod should have at least 6 characters.')
    await page.getByLabel('Old password').fill(DEMO_USER.password)
    await page.getByLabel('New password', { exact: true }).fill('abc')
    await confirm.click()
    await expectToast(page, 'New Passwrod should have at least 6 characters.')
    // The same password again would change nothing: refused before anything is sent.
    await page.getByLabel('New password', { exact: true }).fill(DEMO_USER.password)
    await page.getByLabel('Confirm new password').fill(DEMO_USER.password)
    await confirm.click()
    await expectToast(page, 'The new password must be different from the old one.')
    await page.getByText('The new password must be different from the old one.').first().waitFor()
    // Each password can be shown to check what was typed.
    await page.getByRole('button', { name: 'Show password' }).nth(1).click()
    expect(await page.getByLabel('New password', { exact: true }).getAttribute('type')).toBe('text')
    await page.getByLabel('New password', { exact: true }).fill('harvest-2026')
    await page.getByLabel('Confirm new password').fill('harvest-2025')
    await confirm.click()
    await expectToast(page, 'The new password does not match the confirmed password.')
    await page.getByLabel('Confirm new password').fill('harvest-2026')
    await confirm.click()
    await expectToast(page, 'Modification successful')
    await page.waitForURL(/#\/pages\/my\/settings$/)

    const login = (password: string) =>
      callApi(server.url, '/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: DEMO_USER.phone, password }),
      })
    expect((await login('harvest-2026')).status).toBe(200)
    expect((await login(DEMO_USER.password)).status).not.toBe(200)
    await app.context.close()
  })
})
