import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReceiptAccount } from '@app/contracts/account'
import { renderPage } from '../../../test/render.tsx'
import { fakeApi, ok } from '../../../test/fake-api.ts'
import { formatDateInText } from '../../../lib/format.ts'
import { showToast } from '../../../lib/toast.ts'
import { ReceiptAccountPage } from './ReceiptAccountPage.tsx'

vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }))

const saved: ReceiptAccount = {
  accountNumber: '6222000011',
  receiverName: 'Demo User',
  method: 'Harvest Bank',
  updatedAt: 1_790_000_000,
  changedAt: null,
  withdrawableFrom: null,
  passwordResetAt: null,
  coolDownHours: 24,
}

beforeEach(() => vi.mocked(showToast).mockClear())
afterEach(() => vi.restoreAllMocks())

describe('receipt account', () => {
  it('asks for the current password before sending, then sends it with the account and clears it', async () => {
    const api = fakeApi({
      'GET /api/account/receipt': () => ok(saved),
      'PUT /api/account/receipt': () => ok(saved, 'Modification successful'),
    })
    const u = userEvent.setup({ pointerEventsCheck: 0 })
    renderPage(<ReceiptAccountPage />, '/pages/my/myPaymentAccount')
    await screen.findByDisplayValue('6222000011')
    expect(screen.getByText('After a change of account, withdrawals pause for 24 hours.')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()

    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(showToast).toHaveBeenLastCalledWith('Please enter your password.')
    expect(api.sent.filter((r) => r.method === 'PUT')).toEqual([])

    const password = screen.getByLabelText('Current password')
    expect(password.getAttribute('type')).toBe('password')
    await u.type(password, 'demo1234')
    await u.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith('Modification successful', 'success'))
    expect(api.sent.find((r) => r.method === 'PUT')?.body).toEqual({
      accountNumber: '6222000011',
      receiverName: 'Demo User',
      method: 'Harvest Bank',
      password: 'demo1234',
    })
    expect((password as HTMLInputElement).value).toBe('')
  })

  it('during the cool-down after a change, says when it changed and when withdrawals are possible again', async () => {
    const changedAt = 1_790_000_000
    fakeApi({
      'GET /api/account/receipt': () =>
        ok({ ...saved, changedAt, withdrawableFrom: changedAt + 24 * 3600 } satisfies ReceiptAccount),
    })
    renderPage(<ReceiptAccountPage />, '/pages/my/myPaymentAccount')
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toBe(
      `Your receipt account was changed on ${formatDateInText(changedAt)}; withdrawals are possible again from ${formatDateInText(changedAt + 24 * 3600)}.`,
    )
  })

  it('during the cool-down after a password reset, says when it was reset and when withdrawals are possible again', async () => {
    const resetAt = 1_790_000_000
    fakeApi({
      'GET /api/account/receipt': () =>
        ok({
          ...saved,
          withdrawableFrom: resetAt + 24 * 3600,
          passwordResetAt: resetAt,
        } satisfies ReceiptAccount),
    })
    renderPage(<ReceiptAccountPage />, '/pages/my/myPaymentAccount')
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toBe(
      `Your password was reset on ${formatDateInText(resetAt)}; withdrawals are possible again from ${formatDateInText(resetAt + 24 * 3600)}.`,
    )
  })
})
