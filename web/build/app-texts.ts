import type { Plugin } from 'vite'

/**
 * Groups of the shared language files that only the server and the console show: messages the
 * server translates itself before it answers (a reply carries its text, never a key), about
 * operators' work (announcements and translations, saved replies, VIP levels). The app never looks
 * them up, so its copies of the files leave them out: every byte of English rides in the app's
 * entry. `app-texts.test.ts` fails when app code names one of their keys.
 */
export const SERVER_ONLY_GROUPS = ['content', 'support', 'team'] as const

const LANGUAGE_FILE = /[\\/]contracts[\\/]src[\\/]i18n[\\/](?:en|es|ja)\.json$/

/** A language file without the server-only groups. */
export function appTexts(json: string): string {
  const texts = JSON.parse(json) as Record<string, unknown>
  for (const group of SERVER_ONLY_GROUPS) delete texts[group]
  return JSON.stringify(texts)
}

/** Gives the app's build the shared language files without the groups only the server shows. */
export function appTextsOnly(): Plugin {
  return {
    name: 'app-texts-only',
    enforce: 'pre',
    transform(code, id) {
      if (!LANGUAGE_FILE.test(id.split('?')[0] ?? '')) return null
      return { code: appTexts(code), map: null }
    },
  }
}
