import { describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { renderPage } from '../../../test/render.tsx'
import { saveSession } from '../../../lib/session.ts'
import { showToast } from '../../../lib/toast.ts'
import { RequireLogin } from './RequireLogin.tsx'

vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn(() => Promise.resolve()) }))

const guarded = (
  <RequireLogin>
    <p>Secret page</p>
  </RequireLogin>
)

describe('the login check', () => {
  it('logged out: says Please log in first, then after 1 s goes to the sign page and remembers the page', async () => {
    vi.useFakeTimers()
    const { router } = renderPage(guarded, '/pages/my/settings?tab=2', '/pages/my/settings')
    expect(showToast).toHaveBeenCalledWith('Please log in first')
    await act(async () => vi.advanceTimersByTime(999))
    expect(router.state.location.pathname).toBe('/pages/my/settings')
    await act(async () => vi.advanceTimersByTime(1))
    expect(router.state.location.pathname).toBe('/pages/sign/index')
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/pages/my/settings?tab=2')
  })

  it('logged in: shows the page', () => {
    saveSession('tok', { id: 1, phone: '1', nickname: '', vipLevel: 0, invitationCode: '', createdAt: 0 })
    renderPage(guarded, '/pages/my/settings')
    expect(screen.getByText('Secret page')).toBeTruthy()
  })
})
