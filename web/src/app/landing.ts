import { startEarly } from '../lib/early-requests.ts'
import { initialLocale } from '../lib/i18n/initial-locale.ts'
import { parsePath, pathKey } from '../lib/routes.ts'
import { readStored } from '../lib/storage.ts'
import { landingRequests, stackRoutes, tabRoutes, type PageName } from './route-table.ts'

const byPath = new Map<string, PageName>(
  [...tabRoutes, ...stackRoutes].map(([path, name]) => [pathKey(path), name]),
)

/** The app address in a hash: `#/pages/product/detail?id=1`. */
const addressOf = (hash: string) => parsePath(hash.replace(/^#/, ''))

/** The page an address opens; the entry route, the splash alias and unknown paths lead home. */
export function landingPage(hash: string): PageName {
  return byPath.get(pathKey(addressOf(hash).pathname)) ?? 'home'
}

/**
 * Starts what the page the address opens needs first, beside the app's own files instead of after
 * them: its files (`preload` is handed the page) and its first GETs.
 */
export function preloadLandingPage(hash: string, preload: (page: PageName) => void): void {
  const page = landingPage(hash)
  preload(page)
  const token = readStored('token') || undefined
  const locale = initialLocale()
  const query = new URLSearchParams(addressOf(hash).search)
  const configStored = readStored('config') !== undefined
  for (const url of landingRequests(page, query, token !== undefined, configStored)) {
    startEarly(url, token, locale)
  }
}
