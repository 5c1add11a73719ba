/**
 * The landing script, inlined at the top of the page by the build (`build/landing-script.ts`): it
 * runs while the page is still being read and starts what the page the address opens needs first,
 * its files and its first GETs, at once instead of after the app's own files have arrived (the
 * server cannot see the address's hash to do it). The page's files are listed, per page, in the
 * script's `data-files` attribute. It also applies the light or dark theme before the first paint.
 */
import { preloadLandingPage } from './app/landing.ts'
import type { PageName } from './lib/routes.ts'
import { applyTheme } from './lib/theme.ts'

try {
  applyTheme()
} catch {
  // Without it the page starts light and the app applies the theme when it starts.
}

const script = document.currentScript
const files = JSON.parse(script?.dataset.files ?? '{}') as Partial<Record<PageName, string[]>>

preloadLandingPage(window.location.hash, (page) => {
  for (const file of files[page] ?? []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = file
    document.head.append(link)
  }
})
