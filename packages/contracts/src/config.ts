import * as z from 'zod/mini'
import { anyOperator, operatorsOf } from './access.ts'
import { LOCALES } from './constants.ts'
import { endpoint } from './endpoint.ts'

/** One language package: its locale key and where its JSON file is served. */
export const languagePackage = z.strictObject({ key: z.enum(LOCALES), json: z.string() })
export type LanguagePackage = z.infer<typeof languagePackage>

/** `GET /api/config/version` */
export const configVersionReply = z.strictObject({ version: z.number() })
export type ConfigVersionReply = z.infer<typeof configVersionReply>

/** `GET /api/config` (spec §7): what the app needs to start. */
export const appConfig = z.strictObject({
  version: z.number(),
  site_name: z.string(),
  /** Prefix shown before every amount (spec §9). */
  currency: z.string(),
  language_packages: z.array(languagePackage),
  /** Origin of the chat host (`https://…`, no path); empty means the same host as the API. */
  chat_url: z.string(),
  app_version: z.string(),
  app_version_code: z.number(),
})
export type AppConfig = z.infer<typeof appConfig>

/**
 * The origin a chat host address names (`https://chat.example.com`), or undefined when it is not
 * one: only `https://`, no user or password, no path, query or fragment, written as its origin
 * (lowercase, no default port; a trailing slash is allowed). The app sends every user's token to
 * this host, so nothing looser is accepted.
 */
export function chatOriginOf(text: string): string | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined
  if (
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '' ||
    text.includes('?') ||
    text.includes('#')
  )
    return undefined
  return text.replace(/\/$/, '') === url.origin ? url.origin : undefined
}

export const siteSettingsBody = z.strictObject({
  site_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.siteNameRequired'),
      z.maxLength(64, 'validation.siteNameTooLong'),
    ),
  currency: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.currencyRequired'),
      z.maxLength(8, 'validation.currencyTooLong'),
    ),
  chat_url: z.string().check(
    z.trim(),
    z.maxLength(256, 'validation.urlTooLong'),
    z.refine((text) => text === '' || chatOriginOf(text) !== undefined, 'validation.chatUrlInvalid'),
  ),
})
export type SiteSettingsBody = z.infer<typeof siteSettingsBody>

/** The editable site settings plus the config version the apps compare against. */
export const siteSettings = z.strictObject({
  site_name: z.string(),
  currency: z.string(),
  chat_url: z.string(),
  version: z.number(),
})
export type SiteSettings = z.infer<typeof siteSettings>

/** A language file: a tree of objects whose leaves are texts (the server checks the shape). */
const languageFile = z.record(z.string(), z.unknown())

export const languagePackBody = z.strictObject({ json: languageFile })
export type LanguagePackBody = z.infer<typeof languagePackBody>

/** A language package as served to the apps: its locale and the file's content. */
export const languagePack = z.strictObject({ key: z.enum(LOCALES), json: languageFile })
export type LanguagePack = z.infer<typeof languagePack>

/** A saved package, with the config version its save bumped (apps refetch on a new version). */
export const savedLanguagePack = z.extend(languagePack, { version: z.number() })
export type SavedLanguagePack = z.infer<typeof savedLanguagePack>

const localeParams = z.strictObject({ locale: z.enum(LOCALES) })

// The app's endpoints.

export const CONFIG_VERSION = endpoint({
  id: 'config.version',
  method: 'GET',
  path: '/api/config/version',
  access: 'public',
  summary: 'The config version: the app fetches the config again only when it changes.',
  reply: configVersionReply,
})

export const CONFIG_GET = endpoint({
  id: 'config.get',
  method: 'GET',
  path: '/api/config',
  access: 'public',
  summary: 'What the app needs to start: site name, currency, language packages, chat host, app version.',
  reply: appConfig,
})

export const CONFIG_LANGUAGE_FILE = endpoint({
  id: 'config.languageFile',
  method: 'GET',
  path: '/api/config/lang/:file',
  access: 'public',
  summary:
    "A language file itself (`en.json`…), not an envelope: the operators' edited pack, else the bundled one. Apps add a time query to defeat caches.",
  params: z.strictObject({
    file: z.pipe(
      z.string().check(z.regex(new RegExp(`^(${LOCALES.join('|')})\\.json$`))),
      z.transform((file) => file.slice(0, -'.json'.length) as (typeof LOCALES)[number]),
    ),
  }),
  reply: languageFile,
  envelope: false,
})

// The console's endpoints.

export const CONFIG_OPS_GET_SETTINGS = endpoint({
  id: 'config.opsGetSettings',
  method: 'GET',
  path: '/api/ops/settings',
  access: anyOperator,
  summary: 'The site name, currency prefix and chat host, with the config version.',
  reply: siteSettings,
})

export const CONFIG_OPS_SAVE_SETTINGS = endpoint({
  id: 'config.opsSaveSettings',
  method: 'PUT',
  path: '/api/ops/settings',
  access: operatorsOf('admin'),
  summary: 'Saves the site settings and bumps the config version, so apps refetch the config.',
  body: siteSettingsBody,
  reply: siteSettings,
})

export const CONFIG_OPS_GET_LANGUAGE = endpoint({
  id: 'config.opsGetLanguage',
  method: 'GET',
  path: '/api/ops/languages/:locale',
  access: operatorsOf('admin'),
  summary: 'The language file the apps are served for a locale.',
  params: localeParams,
  reply: languagePack,
})

export const CONFIG_OPS_SAVE_LANGUAGE = endpoint({
  id: 'config.opsSaveLanguage',
  method: 'PUT',
  path: '/api/ops/languages/:locale',
  access: operatorsOf('admin'),
  summary: "Replaces a locale's language file (a tree of texts) and bumps the config version.",
  params: localeParams,
  body: languagePackBody,
  reply: savedLanguagePack,
  bodyLimit: 512 * 1024,
})
