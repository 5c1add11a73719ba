import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { UserSession } from '@app/contracts/auth-sessions'
import { switchLanguage } from '../../../lib/i18n/i18n.ts'
import { renderPage } from '../../../test/render.tsx'
import { fakeApi, ok } from '../../../test/fake-api.ts'
import { newSignInQueryKey, sessionsQueryKey } from '../api/sessions.ts'
import { NewSignInBanner } from '../components/NewSignInBanner.tsx'
import { SessionsPage } from './SessionsPage.tsx'

const here: UserSession = {
  id: 7,
  browser: 'Safari',
  os: 'iOS',
  place: '203.0.113.x',
  signedInAt: 1_790_000_000,
  lastActiveAt: 1_790_000_600,
  current: true,
}
const there: UserSession = { ...here, id: 9, browser: null, os: null, place: null, current: false }

afterEach(async () => {
  vi.restoreAllMocks()
  await switchLanguage('en')
})

describe('signed-in devices', () => {
  it('marks this device, signs another one out, and reads the list again', async () => {
    let sessions = [here, there]
    const api = fakeApi({
      'GET /api/auth/sessions': () => ok(sessions),
      'POST /api/auth/sessions/9/revoke': () => {
        sessions = [here]
        return ok(null)
      },
    })
    renderPage(<SessionsPage />)
    const own = await screen.findByRole('listitem', { name: 'Safari · iOS' })
    expect(within(own).getByText('This device')).toBeTruthy()
    expect(within(own).getByText(/203\.0\.113\.x/)).toBeTruthy()
    expect(within(own).queryByRole('button')).toBeNull()
    const other = screen.getByRole('listitem', { name: 'Unknown device' })
    await userEvent.click(within(other).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Unknown device' })).toBeNull())
    expect(api.sent.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/auth/sessions/9/revoke')
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull()
  })

  it('signs every other device out at once, in Japanese', async () => {
    await switchLanguage('ja')
    const api = fakeApi({
      'GET /api/auth/sessions': () => ok([here, there]),
      'POST /api/auth/sessions/revoke-others': () => ok({ revoked: 1 }),
    })
    renderPage(<SessionsPage />)
    expect(await screen.findByText('この端末')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '他のすべての端末からログアウト' }))
    await waitFor(() =>
      expect(api.sent.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/auth/sessions/revoke-others'),
    )
  })
})

describe('the new-sign-in notice', () => {
  it('names the device and time, links to the password and the devices, and dismisses up to it', async () => {
    await switchLanguage('es')
    const api = fakeApi({
      'GET /api/auth/sessions/new-sign-in': () =>
        ok({ id: 12, browser: 'Chrome', os: 'Android', at: 1_790_000_000 }),
      'POST /api/auth/sessions/new-sign-in/dismiss': () => ok(null),
    })
    renderPage(<NewSignInBanner />)
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toMatch(
      /^Nuevo inicio de sesión en Chrome · Android el .*Cambia tu contraseña\./,
    )
    expect(within(notice).getByRole('link', { name: 'Cambiar contraseña' })).toBeTruthy()
    expect(within(notice).getByRole('link', { name: 'Dispositivos con sesión' })).toBeTruthy()
    await userEvent.click(within(notice).getByRole('button', { name: 'Descartar' }))
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    expect(api.sent.find((r) => r.method === 'POST')?.body).toEqual({ upTo: 12 })
  })

  it('stays dismissed when a read of it that was under way answers after the dismissal', async () => {
    const notice = { id: 12, browser: 'Chrome', os: 'Android', at: 1_790_000_000 }
    let answerRead: () => void = () => undefined
    let reads = 0
    fakeApi({
      'GET /api/auth/sessions/new-sign-in': () => {
        reads += 1
        // The second read (after a device was signed out) is slow: it answers once released.
        if (reads === 1) return ok(notice)
        return new Promise((resolve) => (answerRead = () => resolve(ok(notice))))
      },
      'POST /api/auth/sessions/new-sign-in/dismiss': () => ok(null),
    })
    const { queryClient } = renderPage(<NewSignInBanner />)
    await screen.findByRole('status')
    // Signing a device out reads the sessions, this notice among them, again.
    void queryClient.invalidateQueries({ queryKey: sessionsQueryKey })
    await waitFor(() => expect(reads).toBe(2))
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    answerRead()
    await waitFor(() => expect(queryClient.isFetching({ queryKey: newSignInQueryKey })).toBe(0))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
