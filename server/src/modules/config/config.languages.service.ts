import {
  flattenTexts,
  LANGUAGE_TEXT_MAX,
  placeholdersOf,
  samePlaceholders,
  type LanguageKeys,
  type Locale,
  type SavedLanguageKeys,
} from '@app/contracts'
import { bundledLanguages } from '@app/contracts/i18n'
import type { Deps, Scope } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import * as repo from './config.repo.ts'
import { getLanguageFile } from './config.service.ts'

const english = () => flattenTexts(bundledLanguages.en)

/** Every key of the English file, its English text and the locale's served text (missing flagged). */
export async function getLanguageKeys(deps: Pick<Scope, 'db'>, locale: Locale): Promise<LanguageKeys> {
  const served = flattenTexts(await getLanguageFile(deps, locale))
  const rows = Object.entries(english()).map(([key, text]) => {
    const value = served[key]
    return { key, english: text, value: value ?? '', missing: value === undefined || value.trim() === '' }
  })
  return { key: locale, rows }
}

/**
 * Refuses the first text that is not a known key of the English file, is empty or too long, or does
 * not keep exactly the placeholders of its English text. The message names the key.
 */
export function checkLanguageTexts(texts: Record<string, string>): void {
  const known = english()
  for (const [key, value] of Object.entries(texts)) {
    const source = known[key]
    const values = { key }
    if (source === undefined)
      throw new AppError('VALIDATION_FAILED', 'validation.languageKeyUnknown', { field: key, values })
    if (value.trim() === '')
      throw new AppError('VALIDATION_FAILED', 'validation.languageKeyEmpty', { field: key, values })
    if (value.length > LANGUAGE_TEXT_MAX)
      throw new AppError('VALIDATION_FAILED', 'validation.languageKeyTooLong', { field: key, values })
    if (!samePlaceholders(value, source)) {
      const names = placeholdersOf(source).map((name) => `{{${name}}}`)
      throw new AppError('VALIDATION_FAILED', 'validation.languageKeyPlaceholders', {
        field: key,
        values: { key, placeholders: names.length > 0 ? names.join(', ') : 'none' },
      })
    }
  }
}

/** Sets `value` at a dotted key of a language file, making the sections it needs. */
function setText(tree: Record<string, unknown>, key: string, value: string): void {
  const parts = key.split('.')
  let node = tree
  for (const part of parts.slice(0, -1)) {
    const child = node[part]
    if (typeof child !== 'object' || child === null || Array.isArray(child)) node[part] = {}
    node = node[part] as Record<string, unknown>
  }
  node[parts[parts.length - 1] ?? key] = value
}

/**
 * Saves some texts of a locale into the served file, all or none, and bumps the config version so
 * apps refetch. The audit keeps each changed text before and after.
 */
export async function saveLanguageKeys(
  deps: Deps,
  input: { locale: Locale; texts: Record<string, string>; operatorId: number },
): Promise<SavedLanguageKeys> {
  const { locale, texts } = input
  const keys = Object.keys(texts)
  if (keys.length === 0) throw new AppError('VALIDATION_FAILED', 'validation.languageKeysNone')
  checkLanguageTexts(texts)
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const file = structuredClone(await getLanguageFile({ db: tx }, locale))
    const served = flattenTexts(file)
    for (const key of keys) setText(file, key, texts[key] as string)
    await repo.saveLanguagePack(tx, locale, JSON.stringify(file), now)
    await repo.bumpConfigVersion(tx)
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'language.update',
      target: `language:${locale}`,
      before: { texts: Object.fromEntries(keys.map((key) => [key, served[key] ?? null])) },
      after: { keys: keys.length, texts },
      now,
    })
  })
  return { key: locale, saved: keys.length, version: await repo.getConfigVersion(deps.db) }
}
