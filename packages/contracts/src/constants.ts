/** Business constants of the product specification (§9), defined once. */
export const APP_VERSION = '1.0.1'
export const APP_VERSION_CODE = 100
export const LOCALES = ['en', 'es', 'ja'] as const
export type Locale = (typeof LOCALES)[number]
export const FALLBACK_LOCALE: Locale = 'en'
export const MIN_PASSWORD_LENGTH = 6
export const MAX_PASSWORD_LENGTH = 128
export const RECEIPT_ACCOUNT_DIGITS = 10
export const REQUEST_TIMEOUT_MS = 10_000
export const APP_NETWORK_TIMEOUT_MS = 60_000
export const LANGUAGE_CACHE_MS = 60 * 60 * 1000
export const LOGIN_REDIRECT_DELAY_MS = 1_000
export const REACH_BOTTOM_PX = 50
export const PULL_RETURN_MS = 300
export const LOADING_PLACEHOLDER_DELAY_MS = 200
export const TAB_BAR_HEIGHT_PX = 50

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * Cookie-authenticated console writes must carry this header with `OPS_CSRF_VALUE` (a cross-site
 * form cannot send it, and a cross-site script cannot without a CORS preflight the API never
 * grants), besides coming from the console's origin (`Origin`, or `Sec-Fetch-Site: same-origin`).
 * The console's sign-in sends it too, and is then answered with the cookie and no token.
 */
export const OPS_CSRF_HEADER = 'X-Requested-With'
export const OPS_CSRF_VALUE = 'console'
