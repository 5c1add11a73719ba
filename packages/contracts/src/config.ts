import * as z from 'zod/mini'
import type { Locale } from './constants.ts'

/** One language package: its locale key and where its JSON file is served. */
export interface LanguagePackage {
  key: Locale
  json: string
}

/** `GET /api/config/version` */
export interface ConfigVersionReply {
  version: number
}

/** `GET /api/config` (spec §7): what the app needs to start. */
export interface AppConfig {
  version: number
  site_name: string
  /** Prefix shown before every amount (spec §9). */
  currency: string
  language_packages: LanguagePackage[]
  /** Base URL of the chat host; empty means the same host as the API. */
  chat_url: string
  app_version: string
  app_version_code: number
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
  chat_url: z.string().check(z.trim(), z.maxLength(256, 'validation.urlTooLong')),
})
export type SiteSettingsBody = z.infer<typeof siteSettingsBody>

export const languagePackBody = z.strictObject({
  json: z.record(z.string(), z.unknown()),
})

export type LanguagePackBody = z.infer<typeof languagePackBody>
