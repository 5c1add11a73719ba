import {
  APP_VERSION,
  APP_VERSION_CODE,
  CONFIG_LANGUAGE_FILE,
  LOCALES,
  pathOf,
  type AppConfig,
  type Locale,
  type SiteSettings,
} from '@app/contracts'
import type { AppConfigRow } from './config.repo.ts'

/** Where the app fetches the language file of `locale` (spec §7: a location per package). */
export const languageFileUrl = (locale: Locale) => pathOf(CONFIG_LANGUAGE_FILE, { file: `${locale}.json` })

export function presentAppConfig(row: AppConfigRow): AppConfig {
  return {
    version: row.version,
    site_name: row.site_name,
    currency: row.currency,
    language_packages: LOCALES.map((key) => ({ key, json: languageFileUrl(key) })),
    chat_url: row.chat_url,
    app_version: APP_VERSION,
    app_version_code: APP_VERSION_CODE,
  }
}

export function presentSiteSettings(row: AppConfigRow): SiteSettings {
  return { site_name: row.site_name, currency: row.currency, chat_url: row.chat_url, version: row.version }
}
