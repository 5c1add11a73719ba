import type { AppConfig, ConfigVersionReply, LanguagePack, Locale } from '@app/contracts'
import { bundledLanguages } from '@app/contracts/i18n'
import type { Scope } from '../../deps.ts'
import { presentAppConfig } from './config.presenter.ts'
import * as repo from './config.repo.ts'

type Db = Pick<Scope, 'db'>

/** The version every save bumps: apps poll it and refetch the config when it moves. */
export async function getConfigVersion(deps: Db): Promise<ConfigVersionReply> {
  return { version: await repo.getConfigVersion(deps.db) }
}

export async function getAppConfig(deps: Db): Promise<AppConfig> {
  return presentAppConfig(await repo.getAppConfigRow(deps.db))
}

/** The language file served for `locale`: the operator's edited pack, else the bundled one. */
export async function getLanguageFile(deps: Db, locale: Locale): Promise<Record<string, unknown>> {
  const row = await repo.findLanguagePack(deps.db, locale)
  return row ? (JSON.parse(row.json) as Record<string, unknown>) : bundledLanguages[locale]
}

/** A language package as the console edits it: its locale and the file the apps are served. */
export async function getLanguagePack(deps: Db, locale: Locale): Promise<LanguagePack> {
  return { key: locale, json: await getLanguageFile(deps, locale) }
}
