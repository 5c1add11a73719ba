import en from './i18n/en.json' with { type: 'json' }
import es from './i18n/es.json' with { type: 'json' }
import ja from './i18n/ja.json' with { type: 'json' }
import type { Locale } from './constants.ts'

/** The bundled language files: the app shows them first; the server translates its messages with them. */
export const bundledLanguages: Record<Locale, Record<string, unknown>> = { en, es, ja }

/** Looks up a dotted key ("validation.phoneRequired") in a language file; undefined when absent. */
export function lookupText(pack: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = pack
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** Replaces `{{name}}` placeholders. */
export function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
