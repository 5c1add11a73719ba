import { expect } from 'vitest'
import type { Journey } from './journey.ts'
import { openPage, signIn, type ConsolePage } from './console.ts'

const SECOND_ADMIN = { username: 'ada.admin', password: 'second-admin-pass-2026' }

/**
 * The first operator's action has only asked (the console says so); a second admin (created on
 * first use, with `token`, an admin's session) signs in and approves `what` (its name in a
 * sentence, "reverse entry #12") on Second approvals.
 */
export async function approveAsSecondAdmin(
  { operator, api, token }: { operator: ConsolePage; api: Journey['api']; token: string },
  what: string,
): Promise<void> {
  const { page } = operator
  await page.getByText("Recorded: this amount needs a second operator's approval").first().waitFor()
  // The first operator's 409 is the answer expected, not an error of the page.
  await expect.poll(() => operator.errors.findIndex((e) => e.includes('status of 409'))).toBeGreaterThan(-1)
  operator.errors.splice(
    operator.errors.findIndex((e) => e.includes('status of 409')),
    1,
  )
  await api('/api/ops/operators', { method: 'POST', token, body: { ...SECOND_ADMIN, role: 'admin' } }).catch(
    () => undefined,
  )
  await page.getByRole('button', { name: 'Log out' }).click()
  await signIn(page, SECOND_ADMIN)
  await openPage(page, 'Second approvals')
  await page.getByRole('button', { name: `Approve ${what}` }).click()
  await page.getByRole('button', { name: 'Approve', exact: true }).click()
  await page.getByText(`Approved: ${what}.`).waitFor()
}
