import { startEarly } from '../lib/early-requests.ts'
import { initialLocale } from '../lib/i18n/initial-locale.ts'
import { parsePath, pathKey, routeList, type PageName } from '../lib/routes.ts'
import { readStored } from '../lib/storage.ts'

const byPath = new Map<string, PageName>(routeList.map(({ path, name }) => [pathKey(path), name]))

/**
 * The GETs a page makes as soon as it shows, started by the landing script when the page is the one
 * the address opens (a browser journey checks each is used, none twice); other pages start none
 * early. Pages that need a login ask only with a token; the config is asked for with its version
 * when none is stored yet.
 */
export function landingRequests(
  page: PageName,
  query: URLSearchParams,
  signedIn: boolean,
  configStored: boolean,
): string[] {
  const always = ['/api/config/version', ...(configStored ? [] : ['/api/config'])]
  switch (page) {
    case 'home':
      return [...always, '/api/home', '/api/announcements/latest']
    case 'products':
      return [...always, '/api/products']
    case 'productDetail': {
      const id = query.get('id') ?? ''
      return [
        ...always,
        ...(/^\d+$/.test(id) ? [`/api/products/${id}`] : []),
        ...(signedIn ? ['/api/wallet'] : []),
      ]
    }
    case 'wallet':
      return signedIn ? [...always, '/api/recharges', '/api/wallet'] : always
    case 'my':
      return signedIn ? [...always, '/api/chat/unread', '/api/user/info'] : always
    default:
      return always
  }
}

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
