import { afterEach, beforeAll, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { initI18n } from '../lib/i18n/i18n.ts'

// antd-mobile reads media queries; jsdom has no matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
})

// Two test files share the build machine's two cores: a render can take longer than the one second
// `findBy…` and `waitFor` wait by default. A wait that is met returns at once, so a quick page
// costs no more.
configure({ asyncUtilTimeout: 5_000 })

beforeAll(async () => {
  await initI18n('en')
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.useRealTimers()
})
