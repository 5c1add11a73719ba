import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { watchConnection } from './connection.ts'
import { useFreshness } from './freshness.ts'

/** Makes the browser report the connection as `online` and tells the page, as Chromium does. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

const fetched = (at: number, overrides: Partial<Parameters<typeof useFreshness>[0]> = {}) => ({
  isError: false,
  fetchStatus: 'idle' as const,
  dataUpdatedAt: at,
  ...overrides,
})

// As the app does at start: the time the connection drops is recorded from here on.
watchConnection(() => undefined)

afterEach(() => vi.restoreAllMocks())

describe('money figures are shown only when current', () => {
  it('shows figures fetched while online', () => {
    const { result } = renderHook(() => useFreshness(fetched(Date.now())))
    expect(result.current).toEqual({ state: 'current' })
  })

  it('hides them when their refresh failed, saying when they were last checked', () => {
    const { result } = renderHook(() => useFreshness(fetched(1_000, { isError: true })))
    expect(result.current).toEqual({ state: 'unrefreshed', lastChecked: 1_000 })
  })

  it('hides them while offline, and keeps hiding figures from before the drop until new ones arrive', () => {
    const before = Date.now() - 1_000
    const { result, rerender } = renderHook((at: number) => useFreshness(fetched(at)), {
      initialProps: before,
    })
    act(() => setOnline(false))
    expect(result.current).toEqual({ state: 'unrefreshed', lastChecked: before })
    act(() => setOnline(true))
    expect(result.current.state).toBe('unrefreshed')
    rerender(Date.now() + 1)
    expect(result.current).toEqual({ state: 'current' })
  })

  it('has no time to show when nothing was ever fetched', () => {
    const { result } = renderHook(() => useFreshness(fetched(0, { fetchStatus: 'paused' })))
    expect(result.current).toEqual({ state: 'unrefreshed', lastChecked: undefined })
  })
})
