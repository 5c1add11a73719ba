import type { ChannelTexts, ChannelTextsBody, ContentLocale } from '@app/contracts'
import type { Deps, Scope } from '../../../deps.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { translationLocale } from '../../../lib/content-locale.ts'
import { AppError } from '../../../lib/errors.ts'
import { recordAudit } from '../../audit/index.ts'
import { allChannelTexts, channelNamesIn, saveChannelName } from './channel-texts.repo.ts'
import { findChannel } from './channels.repo.ts'

/**
 * `rows` with their channel's name in `locale` where one is stored; the English name otherwise.
 * `idOf` names the row's channel (null: a row whose channel is gone keeps what it has).
 */
export async function withChannelNames<R>(
  deps: Pick<Scope, 'db'>,
  rows: R[],
  locale: ContentLocale | null,
  idOf: (row: R) => number | null,
  rename: (row: R, name: string) => R,
): Promise<R[]> {
  if (!locale || rows.length === 0) return rows
  const names = await channelNamesIn(deps.db, locale)
  return rows.map((row) => {
    const id = idOf(row)
    const name = id === null ? undefined : names.get(id)
    return name === undefined ? row : rename(row, name)
  })
}

/** A channel's English name and its stored name in every other language. */
export async function getChannelTexts(deps: Pick<Scope, 'db'>, id: number): Promise<ChannelTexts> {
  const channel = await findChannel(deps.db, id)
  if (!channel) throw new AppError('NOT_FOUND')
  const stored = await allChannelTexts(deps.db, id)
  const of = (locale: ContentLocale) => {
    const row = stored.find((r) => r.locale === locale)
    return row ? { name: row.name } : null
  }
  return { id, english: { name: channel.name }, texts: { es: of('es'), ja: of('ja') } }
}

/** Saves a channel's name in one language; empty shows the English name. Audited. */
export async function saveChannelTexts(
  deps: Deps,
  input: { id: number; locale: string; texts: ChannelTextsBody; operatorId: number },
): Promise<void> {
  const locale = translationLocale(input.locale)
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await getChannelTexts({ db: tx }, input.id)
    await saveChannelName(tx, input.id, locale, input.texts.name, now)
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'channel.translate',
      target: `channel:${input.id}`,
      before: { locale, ...before.texts[locale] },
      after: { locale, name: input.texts.name },
      now,
    })
  })
}
