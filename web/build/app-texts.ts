import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Groups of the shared language files that only the server and the console show: messages the
 * server translates itself before it answers (a reply carries its text, never a key), about
 * operators' work (announcements and translations, saved replies, VIP levels). The app never looks
 * them up, so its copies of the files leave them out: every byte of English rides in the app's
 * entry. `app-texts.test.ts` fails when app code names one of their keys.
 */
export const SERVER_ONLY_GROUPS = ['content', 'support', 'team'] as const

/**
 * Groups of English that only forms show: a field's message (`validation`) and an account form's
 * outcome (`auth`, whose other texts the server translates itself). No first screen has a form, so
 * the English the entry bundles leaves them out and the forms' chunks bring them
 * (`FORM_TEXTS_MODULE`, `src/lib/i18n/form-texts.ts`). Spanish and Japanese are loaded whole, on
 * demand, and keep them. `app-texts.test.ts` fails when a file names one of their keys without
 * importing that module.
 */
export const FORM_GROUPS = ['validation', 'auth'] as const

/** The module of English's form groups alone. */
export const FORM_TEXTS_MODULE = '@app/contracts/i18n/en.json?texts=forms'
const FORM_TEXTS_ID = '\0app-texts:en-forms'

const LANGUAGE_FILE = /[\\/]contracts[\\/]src[\\/]i18n[\\/](en|es|ja)\.json$/
const englishFile = path.resolve(import.meta.dirname, '../../packages/contracts/src/i18n/en.json')

/**
 * Which part of a language file the app bundles: `all` (es, ja) but the server-only groups,
 * `entry` (en) without the form groups too, `forms` the form groups alone.
 */
export type AppTextsPart = 'all' | 'entry' | 'forms'

/** A language file's part, without the server-only groups. */
export function appTexts(json: string, part: AppTextsPart = 'all'): string {
  const texts = JSON.parse(json) as Record<string, unknown>
  for (const group of SERVER_ONLY_GROUPS) delete texts[group]
  const isForm = (group: string) => (FORM_GROUPS as readonly string[]).includes(group)
  if (part === 'all') return JSON.stringify(texts)
  const kept = Object.entries(texts).filter(([group]) => isForm(group) === (part === 'forms'))
  return JSON.stringify(Object.fromEntries(kept))
}

/**
 * Gives the app's build the shared language files without the groups only the server shows, and
 * English without its form groups, which `FORM_TEXTS_MODULE` gives alone.
 */
export function appTextsOnly(): Plugin {
  return {
    name: 'app-texts-only',
    enforce: 'pre',
    resolveId: (source) => (source === FORM_TEXTS_MODULE ? FORM_TEXTS_ID : null),
    load(id) {
      if (id !== FORM_TEXTS_ID) return null
      this.addWatchFile(englishFile)
      return `export default ${appTexts(fs.readFileSync(englishFile, 'utf8'), 'forms')}`
    },
    transform(code, id) {
      const locale = LANGUAGE_FILE.exec(id.split('?')[0] ?? '')?.[1]
      if (!locale) return null
      return { code: appTexts(code, locale === 'en' ? 'entry' : 'all'), map: null }
    },
  }
}
