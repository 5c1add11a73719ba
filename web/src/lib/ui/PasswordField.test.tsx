import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PasswordField } from './Field.tsx'

function Form() {
  const [value, setValue] = useState('')
  return <PasswordField label="Password" autoComplete="current-password" value={value} onChange={setValue} />
}

describe('a password field', () => {
  it('hides the password until asked, and its button says what a tap does', async () => {
    const u = userEvent.setup()
    render(<Form />)
    const input = screen.getByLabelText('Password')
    await u.type(input, 'demo1234')
    expect(input.getAttribute('type')).toBe('password')
    await u.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input.getAttribute('type')).toBe('text')
    expect((input as HTMLInputElement).value).toBe('demo1234')
    // A shown password is not capitalised or corrected by the keyboard.
    expect(input.getAttribute('autocapitalize')).toBe('off')
    expect(input.getAttribute('autocorrect')).toBe('off')
    const hide = screen.getByRole('button', { name: 'Hide password' })
    expect(hide.getAttribute('aria-controls')).toBe(input.id)
    await u.click(hide)
    expect(input.getAttribute('type')).toBe('password')
  })
})
