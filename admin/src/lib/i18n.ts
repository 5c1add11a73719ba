import { useSyncExternalStore } from 'react'
import type { Locale as AntdLocale } from 'antd/es/locale'
import dayjs from 'dayjs'
import { FALLBACK_LOCALE, isLocale, type Locale } from '@app/contracts/constants'
import { interpolate, lookupText } from '@app/contracts/texts'
import appEn from '@app/contracts/i18n/en.json'
import en from '../i18n/en.json'

/** A language file: nested objects of texts, read by dotted keys ("nav.dashboard"). */
type Texts = Record<string, unknown>

/**
 * What one language brings: the console's own texts, the app's (schema and server messages),
 * antd's (pagination, empty tables, the pickers' buttons) and dayjs's (the date pickers' month and
 * weekday names). English is antd's and dayjs's own default.
 */
interface Pack {
  console: Texts
  app: Texts
  antd?: AntdLocale
  dayjs?: ILocale
}

export type TValues = Record<string, string | number>
export type TFunction = (key: string, values?: TValues) => string

/** The console's languages beyond English, fetched only when an operator picks one. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Pack>> = {
  es: async () => {
    const [own, app, antd, dates] = await Promise.all([
      import('../i18n/es.json'),
      import('@app/contracts/i18n/es.json'),
      import('antd/locale/es_ES'),
      import('dayjs/locale/es'),
    ])
    return { console: own.default, app: app.default, antd: antd.default, dayjs: dates.default }
  },
  ja: async () => {
    const [own, app, antd, dates] = await Promise.all([
      import('../i18n/ja.json'),
      import('@app/contracts/i18n/ja.json'),
      import('antd/locale/ja_JP'),
      import('dayjs/locale/ja'),
    ])
    return { console: own.default, app: app.default, antd: antd.default, dayjs: dates.default }
  },
}

export const LOCALE_STORAGE_KEY = 'console-locale'

const packs = new Map<Locale, Pack>([['en', { console: en, app: appEn }]])
const listeners = new Set<() => void>()
let language: Locale = FALLBACK_LOCALE

function find(kind: 'console' | 'app', key: string): string | undefined {
  return lookupText(packs.get(language)?.[kind] ?? {}, key) ?? lookupText(packs.get('en')?.[kind] ?? {}, key)
}

function fixedT(): TFunction {
  return (key, values) => {
    const found = find('console', key) ?? key
    return values ? interpolate(found, values) : found
  }
}

let t: TFunction = fixedT()

/** Translates a console key into the language shown (English when the language lacks it). */
export function translate(key: string, values?: TValues): string {
  return t(key, values)
}

/** An app text (schema and validation messages), in the language shown; undefined when unknown. */
export function findAppText(key: string): string | undefined {
  return find('app', key)
}

export function currentLocale(): Locale {
  return language
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The stored choice, else the browser's language when the console has it, else English. */
export function initialLocale(): Locale {
  let stored: string | null = null
  try {
    stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null
  } catch {
    // Storage can be refused (private mode); the browser's language decides then.
  }
  if (isLocale(stored)) return stored
  const browser = (globalThis.navigator?.language ?? '').slice(0, 2).toLowerCase()
  return isLocale(browser) ? browser : FALLBACK_LOCALE
}

/** Shows the console in `locale`, loading its texts first; remembers the choice in this browser. */
export async function setLanguage(locale: Locale, remember = true): Promise<void> {
  if (!packs.has(locale) && locale !== 'en') packs.set(locale, await loaders[locale]())
  language = locale
  t = fixedT()
  dayjs.locale(packs.get(locale)?.dayjs ?? 'en')
  if (remember) {
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale)
    } catch {
      // Not remembered: the next visit starts from the browser's language again.
    }
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  listeners.forEach((listener) => listener())
}

/** The translate function of the language shown; the component re-renders when it changes. */
export function useT(): TFunction {
  return useSyncExternalStore(subscribeLanguage, () => t)
}

/** antd's texts for the language shown; undefined for English (antd's default). */
export function useAntdLocale(): AntdLocale | undefined {
  return useSyncExternalStore(subscribeLanguage, () => packs.get(language)?.antd)
}

/** The language shown; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLanguage, () => language)
}
