import { useEffect, useSyncExternalStore } from 'react'
import enUS from 'antd-mobile/es/locales/en-US'
import type { Locale } from '@app/contracts/constants'

type KitLocale = typeof enUS

// The kit's own texts (pull-to-refresh, empty states…) default to Chinese: give it our language.
// English is bundled; Spanish and Japanese are loaded with the language, not in the entry.
const loaders: Record<Locale, () => Promise<KitLocale>> = {
  en: () => Promise.resolve(enUS),
  es: () => import('antd-mobile/es/locales/es-ES').then((m) => m.default),
  ja: () => import('antd-mobile/es/locales/ja-JP').then((m) => m.default),
}

const loaded = new Map<Locale, KitLocale>([['en', enUS]])
const listeners = new Set<() => void>()

/** Loads the kit's texts for `locale` (the app awaits it before the first screen, so none flash). */
export async function loadKitLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return
  loaded.set(locale, await loaders[locale]())
  for (const listener of listeners) listener()
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

/** The kit's texts for `locale`: English until they have arrived (a language just chosen). */
export function useKitLocale(locale: Locale): KitLocale {
  useEffect(() => {
    loadKitLocale(locale).catch(() => {
      // Offline: the kit keeps its English texts; the app's own texts are already in `locale`.
    })
  }, [locale])
  return useSyncExternalStore(subscribe, () => loaded.get(locale) ?? enUS)
}
