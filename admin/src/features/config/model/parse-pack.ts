import * as z from 'zod/mini'
import { languagePackBody } from '@app/contracts'
import { translate } from '../../../lib/i18n.ts'
import { text } from '../../../lib/text.ts'

export type ParsedPack = { ok: true; json: Record<string, unknown> } | { ok: false; error: string }

/** A language file must be JSON whose top level is an object (of texts or nested sections). */
export function parsePack(source: string): ParsedPack {
  let value: unknown
  try {
    value = JSON.parse(source)
  } catch (cause) {
    return { ok: false, error: translate('config.notJson', { reason: (cause as Error).message }) }
  }
  const result = z.safeParse(languagePackBody, { json: value })
  if (!result.success || Array.isArray(value))
    return { ok: false, error: text('validation.languagePackInvalid') }
  return { ok: true, json: result.data.json }
}
