import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Composer } from './Composer.tsx'

vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }))

describe('the send box', () => {
  it('sends with Enter, keeps Shift+Enter as a new line, and clears after sending', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 })
    const onSend = vi.fn(() => null)
    render(<Composer onSend={onSend} onTyping={() => undefined} />)
    const box = screen.getByRole('textbox', { name: 'Message' })
    await u.type(box, 'First line{Shift>}{Enter}{/Shift}second line')
    expect(onSend).not.toHaveBeenCalled()
    await u.type(box, '{Enter}')
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line')
    expect(box).toHaveProperty('value', '')
  })

  it('has a named send button, off while there is nothing to send', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 })
    const onSend = vi.fn(() => null)
    render(<Composer onSend={onSend} onTyping={() => undefined} />)
    const send = screen.getByRole('button', { name: 'Send' })
    expect(send).toHaveProperty('disabled', true)
    await u.type(screen.getByRole('textbox', { name: 'Message' }), '   ')
    expect(send).toHaveProperty('disabled', true)
    await u.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello')
    await u.click(send)
    expect(onSend).toHaveBeenCalledWith('   Hello')
  })
})
