import { LANGUAGE_CACHE_MS, REQUEST_TIMEOUT_MS, type Locale } from '@app/contracts/constants'
import type { LanguagePackage } from '@app/contracts/config'
import { readJson, writeJson } from '../storage.ts'
import { i18n } from './i18n.ts'

/** A remote language file as kept on the device, so one loaded less than an hour ago is reused. */
export interface CachedLanguagePack {
  url: string
  /** Config version the file was loaded under: an operator's edit bumps it and refreshes the file. */
  version: number
  loadedAt: number
  json: Record<string, unknown>
}

export type RemoteLanguageOutcome = 'cached' | 'fetched' | 'none' | 'failed'

export const languagePackKey = (locale: Locale) => `languagePack_${locale}`

interface Options {
  now?: () => number
  fetchImpl?: typeof fetch
}

/**
 * Replaces the bundled texts of `locale` with the remote file named in the config. A failure keeps
 * the bundled language silently (spec §8).
 */
export async function loadRemoteLanguage(
  locale: Locale,
  packages: readonly LanguagePackage[],
  version: number,
  { now = Date.now, fetchImpl = fetch }: Options = {},
): Promise<RemoteLanguageOutcome> {
  const pack = packages.find((p) => p.key === locale)
  if (!pack) return 'none'
  const cached = readJson(languagePackKey(locale)) as CachedLanguagePack | undefined
  if (
    cached &&
    cached.url === pack.json &&
    cached.version === version &&
    now() - cached.loadedAt < LANGUAGE_CACHE_MS
  ) {
    i18n.addResourceBundle(locale, cached.json)
    return 'cached'
  }
  try {
    const url = new URL(pack.json, window.location.href)
    url.searchParams.set('t', String(now()))
    const response = await fetchImpl(url.toString(), { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    if (response.status !== 200) return 'failed'
    const json: unknown = await response.json()
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'failed'
    const entry: CachedLanguagePack = {
      url: pack.json,
      version,
      loadedAt: now(),
      json: json as Record<string, unknown>,
    }
    writeJson(languagePackKey(locale), entry)
    i18n.addResourceBundle(locale, entry.json)
    return 'fetched'
  } catch {
    return 'failed'
  }
}
