import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage } from '../../../test/render.tsx'
import { showToast } from '../../../lib/toast.ts'
import { SignPage } from './SignPage.tsx'

vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }))

const user = () => userEvent.setup({ pointerEventsCheck: 0 })

beforeEach(() => vi.mocked(showToast).mockClear())

describe('sign page', () => {
  it('opens on sign-up with the invitation code from the link', () => {
    renderPage(<SignPage />, '/pages/sign/index?code=DEMO2026', '/pages/sign/index')
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy()
    expect((screen.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('DEMO2026')
  })

  it('also takes the code from ?invite=', () => {
    renderPage(<SignPage />, '/pages/sign/index?invite=FRIEND1', '/pages/sign/index')
    expect((screen.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('FRIEND1')
  })

  it('shows the sign-up messages in the spec order: phone, password, confirmation', async () => {
    const u = user()
    renderPage(<SignPage />, '/pages/sign/index?code=DEMO2026', '/pages/sign/index')
    // The mode switch also says 'Sign up'; the submit button is the form's.
    const submit = () => u.click(screen.getAllByRole('button', { name: 'Sign up' }).at(-1) as HTMLElement)
    await submit()
    expect(showToast).toHaveBeenLastCalledWith('Please enter your phone number.')
    await u.type(screen.getByLabelText('Phone number'), '5550100999')
    await submit()
    expect(showToast).toHaveBeenLastCalledWith('Passwrod should have at least 6 characters.')
    await u.type(screen.getByLabelText('Password'), 'secret1')
    await u.type(screen.getByLabelText('Confirm password'), 'secret2')
    await submit()
    expect(showToast).toHaveBeenLastCalledWith('The password does not match the confirmed password.')
  })

  it('marks every invalid field next to it at once, and the marks follow the typing', async () => {
    const u = user()
    renderPage(<SignPage />, '/pages/sign/index')
    const submit = () => u.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1) as HTMLElement)
    const phone = screen.getByLabelText('Phone number')
    const password = screen.getByLabelText('Password')
    expect(phone.getAttribute('aria-invalid')).toBeNull()
    await submit()
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Please enter your phone number.')).toBeTruthy()
    expect(screen.getByText('Please enter your password.')).toBeTruthy()
    // The first in the spec's order is also said in a toast.
    expect(showToast).toHaveBeenLastCalledWith('Please enter your phone number.')
    await u.type(phone, '5550100999')
    expect(phone.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText('Please enter your phone number.')).toBeNull()
    expect(password.getAttribute('aria-invalid')).toBe('true')
  })

  it('starts on log in, and switches to the forgotten-password form', async () => {
    const u = user()
    renderPage(<SignPage />, '/pages/sign/index')
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy()
    await u.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy()
    await u.click(screen.getByRole('button', { name: 'Send code' }))
    expect(showToast).toHaveBeenLastCalledWith('Please enter your phone number.')
  })
})
