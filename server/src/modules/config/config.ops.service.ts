import {
  chatOriginOf,
  flattenTexts,
  type Locale,
  type SavedLanguagePack,
  type SiteSettings,
  type SiteSettingsBody,
} from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { presentSiteSettings } from './config.presenter.ts'
import { checkLanguageTexts } from './config.languages.service.ts'
import * as repo from './config.repo.ts'

/** The site settings as the console edits them. */
export async function getSiteSettings(deps: Pick<Scope, 'db'>): Promise<SiteSettings> {
  return presentSiteSettings(await repo.getAppConfigRow(deps.db))
}

/** Saves the site settings; the same statement bumps the config version so apps refetch. */
export async function saveSiteSettings(
  deps: Deps,
  input: { settings: SiteSettingsBody; operatorId: number },
): Promise<SiteSettings> {
  const settings = { ...input.settings, chat_url: chatHost(input.settings.chat_url) }
  await inTransaction(deps.database, async (tx) => {
    const before = await repo.getAppConfigRow(tx)
    await repo.updateSiteSettings(tx, settings)
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'settings.update',
      target: 'app_config',
      before,
      after: settings,
      now: deps.clock.now(),
    })
  })
  return presentSiteSettings(await repo.getAppConfigRow(deps.db))
}

/**
 * The chat host as stored: empty (the API's own host) or an https origin. Checked here as well as
 * in the contract, because the app sends every user's token to it.
 */
function chatHost(text: string): string {
  if (text === '') return ''
  const origin = chatOriginOf(text)
  if (!origin) throw new AppError('VALIDATION_FAILED', 'validation.chatUrlInvalid', { field: 'chat_url' })
  return origin
}

/**
 * Replaces a locale's language file (the console's whole-file import) and bumps the config version.
 * Its texts pass the same checks as texts saved key by key.
 */
export async function saveLanguagePack(
  deps: Deps,
  input: { locale: Locale; json: Record<string, unknown>; operatorId: number },
): Promise<SavedLanguagePack> {
  const { locale, json } = input
  if (!isTextTree(json))
    throw new AppError('VALIDATION_FAILED', 'validation.languagePackInvalid', { field: 'json' })
  checkLanguageTexts(flattenTexts(json))
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    await repo.saveLanguagePack(tx, locale, JSON.stringify(json), now)
    await repo.bumpConfigVersion(tx)
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'language.update',
      target: `language:${locale}`,
      before: null,
      after: { keys: Object.keys(json).length },
      now,
    })
  })
  return { key: locale, json, version: await repo.getConfigVersion(deps.db) }
}

/** A language file is a tree of objects whose leaves are strings. */
function isTextTree(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return true
  if (depth > 6 || typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.values(value).every((child) => isTextTree(child, depth + 1))
}
