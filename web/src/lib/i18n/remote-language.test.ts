import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_CACHE_MS } from '@app/contracts/constants'
import type { LanguagePackage } from '@app/contracts/config'
import en from '@app/contracts/i18n/en.json'
import { i18n, switchLanguage } from './i18n.ts'
import { languagePackKey, loadRemoteLanguage } from './remote-language.ts'

const packages: LanguagePackage[] = [
  { key: 'en', json: '/api/config/lang/en.json' },
  { key: 'es', json: '/api/config/lang/es.json' },
]
const NOW = 1_800_000_000_000

function remotePack(home: string) {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(JSON.stringify({ tab: { home } }), { status: 200 })),
  )
}

beforeEach(async () => {
  // Each test starts from the bundled texts only.
  for (const lng of ['en', 'es'] as const) i18n.removeResourceBundle(lng)
  i18n.addResourceBundle('en', en)
  await switchLanguage('en')
})

describe('language loading', () => {
  it('shows the bundled language first', async () => {
    expect(i18n.t('tab.home')).toBe('Home')
    await switchLanguage('es')
    expect(i18n.t('tab.home')).toBe('Inicio')
    expect(document.documentElement.lang).toBe('es')
    expect(localStorage.getItem('locale')).toBe('"es"')
  })

  it('then the remote file named in the config replaces it, fetched with an anti-cache time', async () => {
    const fetchImpl = remotePack('Start')
    await expect(loadRemoteLanguage('en', packages, 1, { now: () => NOW, fetchImpl })).resolves.toBe(
      'fetched',
    )
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe(
      `http://localhost:3000/api/config/lang/en.json?t=${NOW}`,
    )
    expect(i18n.t('tab.home')).toBe('Start')
    // Keys the remote file lacks keep their bundled text.
    expect(i18n.t('tab.wallet')).toBe('Wallet')
  })

  it('reuses a file loaded less than an hour ago without fetching it again', async () => {
    await loadRemoteLanguage('en', packages, 1, { now: () => NOW, fetchImpl: remotePack('Start') })
    i18n.addResourceBundle('en', en)
    const again = remotePack('Later')
    const outcome = await loadRemoteLanguage('en', packages, 1, {
      now: () => NOW + LANGUAGE_CACHE_MS - 1,
      fetchImpl: again,
    })
    expect(outcome).toBe('cached')
    expect(again).not.toHaveBeenCalled()
    expect(i18n.t('tab.home')).toBe('Start')
  })

  it('fetches again after an hour, or when the config version changed', async () => {
    await loadRemoteLanguage('en', packages, 1, { now: () => NOW, fetchImpl: remotePack('Start') })
    const later = remotePack('Later')
    await loadRemoteLanguage('en', packages, 1, { now: () => NOW + LANGUAGE_CACHE_MS, fetchImpl: later })
    expect(later).toHaveBeenCalledOnce()
    expect(i18n.t('tab.home')).toBe('Later')
    const edited = remotePack('Edited')
    await loadRemoteLanguage('en', packages, 2, { now: () => NOW + LANGUAGE_CACHE_MS + 1, fetchImpl: edited })
    expect(edited).toHaveBeenCalledOnce()
    expect(i18n.t('tab.home')).toBe('Edited')
  })

  it('falls back to the bundled language silently when the remote file fails', async () => {
    await switchLanguage('es')
    const down = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(loadRemoteLanguage('es', packages, 1, { now: () => NOW, fetchImpl: down })).resolves.toBe(
      'failed',
    )
    const broken = vi.fn<typeof fetch>(() => Promise.resolve(new Response('oops', { status: 500 })))
    await expect(loadRemoteLanguage('es', packages, 1, { now: () => NOW, fetchImpl: broken })).resolves.toBe(
      'failed',
    )
    expect(i18n.t('tab.home')).toBe('Inicio')
    expect(localStorage.getItem(languagePackKey('es'))).toBeNull()
  })

  it('does nothing for a language the config has no file for', async () => {
    const fetchImpl = remotePack('x')
    await expect(loadRemoteLanguage('ja', packages, 1, { fetchImpl })).resolves.toBe('none')
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})
