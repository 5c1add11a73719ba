import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { applyTheme, chooseTheme, followTheme, storedThemeChoice, THEME_KEY } from './theme.ts'

/** A phone whose light/dark setting the test turns, telling the page as a browser does. */
function fakePhone(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  window.matchMedia = ((media: string) => {
    expect(media).toBe('(prefers-color-scheme: dark)')
    return query
  }) as unknown as typeof window.matchMedia
  return {
    set(next: boolean) {
      dark = next
      for (const listener of listeners) listener()
    },
    listeners,
  }
}

const root = () => document.documentElement
const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content

describe('the light or dark theme', () => {
  const original = window.matchMedia
  beforeEach(() => {
    document.head.innerHTML = ''
    delete root().dataset.theme
  })
  afterEach(() => {
    window.matchMedia = original
  })

  it('follows the phone when nothing was chosen, for the app, the kit and the browser', () => {
    fakePhone(true)
    expect(storedThemeChoice()).toBe('system')
    expect(applyTheme()).toBe('dark')
    expect(root().dataset.theme).toBe('dark')
    expect(root().getAttribute('data-prefers-color-scheme')).toBe('dark')
    expect(meta('color-scheme')).toBe('dark')
    expect(meta('theme-color')).toBe('#101216')
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1)
  })

  it('keeps a chosen theme on the device, whatever the phone says', () => {
    fakePhone(true)
    chooseTheme('light')
    expect(localStorage.getItem(THEME_KEY)).toBe('"light"')
    expect(root().dataset.theme).toBe('light')
    expect(meta('theme-color')).toBe('#0958d9')
    expect(applyTheme()).toBe('light')
  })

  it('updates every copy of the page’s own meta tags', () => {
    fakePhone(false)
    document.head.innerHTML =
      '<meta name="theme-color" content="#0958d9"><meta name="theme-color" content="#000">'
    chooseTheme('dark')
    const contents = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
      (m) => m.content,
    )
    expect(contents).toEqual(['#101216', '#101216'])
  })

  it('reads anything else stored under its key as "as the phone"', () => {
    fakePhone(false)
    localStorage.setItem(THEME_KEY, '"purple"')
    expect(storedThemeChoice()).toBe('system')
    localStorage.setItem(THEME_KEY, 'not json')
    expect(storedThemeChoice()).toBe('system')
    expect(applyTheme()).toBe('light')
  })

  it('changes with the phone’s setting only while no theme is chosen', () => {
    const phone = fakePhone(false)
    applyTheme()
    const stop = followTheme()
    phone.set(true)
    expect(root().dataset.theme).toBe('dark')
    chooseTheme('light')
    phone.set(false)
    phone.set(true)
    expect(root().dataset.theme).toBe('light')
    stop()
    expect(phone.listeners.size).toBe(0)
  })

  it('follows a choice made in another tab', () => {
    fakePhone(false)
    applyTheme()
    const stop = followTheme()
    localStorage.setItem(THEME_KEY, '"dark"')
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY }))
    expect(root().dataset.theme).toBe('dark')
    stop()
  })
})
