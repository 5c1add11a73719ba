import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { ThemeSwitch } from './ThemeSwitch.tsx'

describe('the theme switch in Settings', () => {
  it('starts on "System" and makes the page dark, remembered, when Dark is chosen', () => {
    render(<ThemeSwitch />)
    expect(screen.getByRole('group', { name: 'Appearance' })).toBeDefined()
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'System' }).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Dark' }).checked).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('"dark"')
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }))
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})
