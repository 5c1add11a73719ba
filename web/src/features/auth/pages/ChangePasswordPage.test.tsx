import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage } from '../../../test/render.tsx'
import { showToast } from '../../../lib/toast.ts'
import { ChangePasswordPage } from './ChangePasswordPage.tsx'

vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }))

describe('change password', () => {
  it('shows the three spec messages in order, then refuses the same password again, before sending anything', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 })
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    renderPage(<ChangePasswordPage />, '/pages/my/changePassword')
    const confirm = () => u.click(screen.getByRole('button', { name: 'Confirm' }))
    await confirm()
    expect(showToast).toHaveBeenLastCalledWith('Old Passwrod should have at least 6 characters.')
    await u.type(screen.getByLabelText('Old password'), 'demo1234')
    await confirm()
    expect(showToast).toHaveBeenLastCalledWith('New Passwrod should have at least 6 characters.')
    await u.type(screen.getByLabelText('New password'), 'newpass1')
    await u.type(screen.getByLabelText('Confirm new password'), 'newpass2')
    await confirm()
    expect(showToast).toHaveBeenLastCalledWith('The new password does not match the confirmed password.')
    // The same password again would change nothing: said by the field, and not sent.
    for (const label of ['New password', 'Confirm new password']) {
      await u.clear(screen.getByLabelText(label))
      await u.type(screen.getByLabelText(label), 'demo1234')
    }
    await confirm()
    expect(showToast).toHaveBeenLastCalledWith('The new password must be different from the old one.')
    expect(screen.getByText('The new password must be different from the old one.')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
