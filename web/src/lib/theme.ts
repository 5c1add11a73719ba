/**
 * Light or dark: the phone's setting by default, or the user's choice in Settings, kept on the
 * device. The landing script applies it while the page is still being read, so the first paint
 * already has the right colours; the app keeps it in step afterwards (`followTheme`).
 *
 * Imported by the landing script: keep it small and free of React.
 */
import { readJson, subscribeStorage, writeJson } from './storage.ts'

export const THEME_CHOICES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]
export type Theme = 'light' | 'dark'

/** The device key of the user's choice. */
export const THEME_KEY = 'theme'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The browser's bar above the page: the header's blue in light, the page's colour in dark. */
const BAR_COLOURS: Record<Theme, string> = { light: '#0958d9', dark: '#101216' }

export function storedThemeChoice(): ThemeChoice {
  const value = readJson(THEME_KEY)
  return value === 'light' || value === 'dark' ? value : 'system'
}

export function resolveTheme(choice: ThemeChoice): Theme {
  if (choice !== 'system') return choice
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
}

/**
 * Sets a page-wide `<meta>`. The landing script runs before the page's own tags are read, so it
 * adds one; being first, it is the one the browser uses, and later changes update every copy.
 */
function setMeta(name: string, content: string): void {
  const metas = document.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`)
  if (metas.length === 0) {
    const meta = document.createElement('meta')
    meta.name = name
    meta.content = content
    document.head.append(meta)
  }
  for (const meta of metas) meta.content = content
}

/**
 * Writes the theme on the root element: `data-theme` selects the app's tokens, and
 * `data-prefers-color-scheme` the kit's own dark variables; the browser's own parts (scroll bars,
 * form controls) and its bar follow through `color-scheme` and `theme-color`.
 */
export function applyTheme(choice: ThemeChoice = storedThemeChoice()): Theme {
  const theme = resolveTheme(choice)
  const root = document.documentElement
  root.dataset.theme = theme
  root.dataset.prefersColorScheme = theme
  setMeta('color-scheme', theme)
  setMeta('theme-color', BAR_COLOURS[theme])
  return theme
}

/** Remembers the user's choice on the device and applies it at once. */
export function chooseTheme(choice: ThemeChoice): void {
  writeJson(THEME_KEY, choice)
  applyTheme(choice)
}

/** Keeps the page in step when the phone's setting changes or another tab makes a choice. */
export function followTheme(): () => void {
  const update = () => void applyTheme()
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined
  media?.addEventListener('change', update)
  const unsubscribe = subscribeStorage((key) => {
    if (key === THEME_KEY || key === '') update()
  })
  return () => {
    media?.removeEventListener('change', update)
    unsubscribe()
  }
}
