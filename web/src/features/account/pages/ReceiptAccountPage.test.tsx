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
  method: 'Bank transfer',
  updatedAt: 1_790_000_000,
  changedAt: null,
  withdrawableFrom: null,
  passwordResetAt: null,
  coolDownHours: 24,
}

const channel = (id: number, name: string) => ({
  id,
  name,
  companyName: 'Harvest Payments Ltd',
  companyNumber: '6222 0200',
  enabled: true,
  sort: id,
})
const rechargeOptions = () =>
  ok({ channels: [channel(1, 'Bank transfer'), channel(2, 'Mobile wallet')], presets: [], expiryMinutes: 30 })

beforeEach(() => vi.mocked(showToast).mockClear())
afterEach(() => vi.restoreAllMocks())

describe('receipt account', () => {
  it('keeps every digit typed, says "Please enter 10 digits" next to the field, and sends nothing', async () => {
    const api = fakeApi({
      'GET /api/account/receipt': () => ok(null),
      'GET /api/wallet/recharge-options': rechargeOptions,
    })
    const u = userEvent.setup({ pointerEventsCheck: 0 })
    renderPage(<ReceiptAccountPage />, '/pages/my/myPaymentAccount')
    const number = await screen.findByLabelText('Account number')
    // No account yet: no cool-down notice (the empty answer is null, not the reply's envelope).
    expect(screen.queryByRole('status')).toBeNull()
    await u.type(number, '001122334455')
    expect((number as HTMLInputElement).value).toBe('001122334455')
    await u.type(screen.getByLabelText('Receiver name'), 'Ana Ruiz')
    await u.type(screen.getByLabelText('Current password'), 'demo1234')
    await u.click(screen.getByRole('button', { name: 'Save' }))
    // Every wrong field is marked next to itself: the number's length, and the method not chosen.
    expect(screen.getByText('Please enter 10 digits')).toBeTruthy()
    expect(number.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Please select the method')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api.sent.filter((r) => r.method === 'PUT')).toEqual([])
    // The method is chosen from the operator's channels, not typed.
    expect(screen.getByRole('radio', { name: 'Mobile wallet' })).toBeTruthy()
  })

  it('reads the account back masked before saving; Cancel saves nothing', async () => {
    const api = fakeApi({
      'GET /api/account/receipt': () => ok(null),
      'GET /api/wallet/recharge-options': rechargeOptions,
      'PUT /api/account/receipt': () => ok(saved, 'Modification successful'),
    })
    const u = userEvent.setup({ pointerEventsCheck: 0 })
    renderPage(<ReceiptAccountPage />, '/pages/my/myPaymentAccount')
    await u.type(await screen.findByLabelText('Account number'), '0011223344')
    await u.type(screen.getByLabelText('Receiver name'), 'Ana Ruiz')
    await u.click(await screen.findByRole('radio', { name: 'Bank transfer' }))
    await u.type(screen.getByLabelText('Current password'), 'demo1234')
    await u.click(screen.getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('dialog', { name: 'Check the account' })
    expect(dialog.textContent).toContain('Bank transfer ••••3344 — is this right?')
    expect(dialog.textContent).toContain('Receiver: Ana Ruiz')
    expect(dialog.textContent).not.toContain('0011223344')
    await u.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(api.sent.filter((r) => r.method === 'PUT')).toEqual([])
    await u.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('dialog', { name: 'Check the account' })
    await u.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(api.sent.filter((r) => r.method === 'PUT')).toHaveLength(1))
    expect(api.sent.find((r) => r.method === 'PUT')?.body).toEqual({
      accountNumber: '0011223344',
      receiverName: 'Ana Ruiz',
      method: 'Bank transfer',
      password: 'demo1234',
    })
  })

  it('asks for the current password before sending, then sends it with the account and clears it', async () => {
    const api = fakeApi({
      'GET /api/account/receipt': () => ok(saved),
      'GET /api/wallet/recharge-options': rechargeOptions,
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
    await screen.findByRole('dialog', { name: 'Check the account' })
    await u.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith('Modification successful', 'success'))
    expect(api.sent.find((r) => r.method === 'PUT')?.body).toEqual({
      accountNumber: '6222000011',
      receiverName: 'Demo User',
      method: 'Bank transfer',
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
