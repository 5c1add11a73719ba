import { startEarly } from '../lib/early-requests.ts'
import { initialLocale } from '../lib/i18n/initial-locale.ts'
import { readStored } from '../lib/storage.ts'
import { pageLoaders } from './page-loaders.ts'
import { landingRequests, stackRoutes, tabRoutes, type PageName } from './route-table.ts'

const byPath = new Map<string, PageName>(
  [...tabRoutes, ...stackRoutes].map(([path, name]) => [path.toLowerCase(), name]),
)

/** An address's hash as a page path and its query (`#/pages/product/detail?id=1`). */
function parseHash(hash: string): { pathname: string; query: URLSearchParams } {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?')
  return { pathname: path.replace(/\/+$/, '').toLowerCase(), query: new URLSearchParams(query) }
}

/** The page an address opens; the entry route, the splash alias and unknown paths lead home. */
export function landingPage(hash: string): PageName {
  return byPath.get(parseHash(hash).pathname) ?? 'home'
}

/**
 * Starts what the page the address opens needs first: its chunk (and what it imports) and its
 * first GETs, beside the app's own files instead of after them.
 */
export function preloadLandingPage(hash: string): void {
  const page = landingPage(hash)
  pageLoaders[page]().catch(() => {
    // Offline or a stale release: the page's own load shows the failure when it renders.
  })
  const token = readStored('token') || undefined
  const locale = initialLocale()
  for (const url of landingRequests(page, parseHash(hash).query, token !== undefined))
    startEarly(url, token, locale)
}
