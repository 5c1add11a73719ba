import { APP_VERSION, APP_VERSION_CODE, LOCALES, type AppConfig, type Locale } from '@app/contracts'
import { bundledLanguages } from '@app/contracts/i18n'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import * as repo from './config.repo.ts'

/** Where the app fetches the language file of `locale` (spec §7: a location per package). */
export const languageFileUrl = (locale: Locale) => `/api/config/lang/${locale}.json`

export async function getAppConfig(db: Kysely<DB>): Promise<AppConfig> {
  const row = await repo.getAppConfigRow(db)
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

/** The language file served for `locale`: the operator's edited pack, else the bundled one. */
export async function getLanguageFile(db: Kysely<DB>, locale: Locale): Promise<Record<string, unknown>> {
  const row = await repo.findLanguagePack(db, locale)
  return row ? (JSON.parse(row.json) as Record<string, unknown>) : bundledLanguages[locale]
}
