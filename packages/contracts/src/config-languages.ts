import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { LOCALES } from './constants.ts'
import { endpoint } from './endpoint.ts'

/** The longest text one key may hold. */
export const LANGUAGE_TEXT_MAX = 2000

/** The placeholders a text uses (`{{count}}` → `count`), each once, sorted. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>()
  for (const match of text.matchAll(/\{\{([^{}]*)\}\}/g)) names.add((match[1] ?? '').trim())
  return [...names].sort()
}

/** True when two texts use exactly the same placeholders. */
export function samePlaceholders(a: string, b: string): boolean {
  const left = placeholdersOf(a)
  const right = placeholdersOf(b)
  return left.length === right.length && left.every((name, i) => name === right[i])
}

/** A language file's texts by dotted key (`tab.home`); leaves that are not texts are left out. */
export function flattenTexts(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key
    if (typeof value === 'string') flat[path] = value
    else if (typeof value === 'object' && value !== null && !Array.isArray(value))
      Object.assign(flat, flattenTexts(value as Record<string, unknown>, `${path}.`))
  }
  return flat
}

/** One key of the English file, its English text and the locale's text as the apps are served it. */
export const languageKeyRow = z.strictObject({
  key: z.string(),
  english: z.string(),
  /** The served text: the operators' edited file, else the bundled one; empty when missing. */
  value: z.string(),
  /** No text for this key in the served file (the apps show the English one). */
  missing: z.boolean(),
})
export type LanguageKeyRow = z.infer<typeof languageKeyRow>

export const languageKeys = z.strictObject({ key: z.enum(LOCALES), rows: z.array(languageKeyRow) })
export type LanguageKeys = z.infer<typeof languageKeys>

/** Changed texts by dotted key; the server checks each key, length and placeholders. */
export const languageKeysBody = z.strictObject({
  texts: z.record(z.string().check(z.maxLength(200)), z.string()),
})
export type LanguageKeysBody = z.infer<typeof languageKeysBody>

export const savedLanguageKeys = z.strictObject({
  key: z.enum(LOCALES),
  saved: z.number(),
  version: z.number(),
})
export type SavedLanguageKeys = z.infer<typeof savedLanguageKeys>

const localeParams = z.strictObject({ locale: z.enum(LOCALES) })

export const CONFIG_OPS_GET_LANGUAGE_KEYS = endpoint({
  id: 'config.opsGetLanguageKeys',
  method: 'GET',
  path: '/api/ops/languages/:locale/keys',
  access: operatorsOf('admin'),
  summary: "Every key of the English file with its English text and the locale's served text.",
  params: localeParams,
  reply: languageKeys,
})

export const CONFIG_OPS_SAVE_LANGUAGE_KEYS = endpoint({
  id: 'config.opsSaveLanguageKeys',
  method: 'PATCH',
  path: '/api/ops/languages/:locale',
  access: operatorsOf('admin'),
  summary:
    'Saves some texts of a locale, all or none: known keys only, each keeping the placeholders of its English text. Bumps the config version.',
  params: localeParams,
  body: languageKeysBody,
  reply: savedLanguageKeys,
  bodyLimit: 512 * 1024,
})
