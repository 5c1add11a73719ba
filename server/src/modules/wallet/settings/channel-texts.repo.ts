import type { Kysely } from 'kysely'
import type { ContentLocale } from '@app/contracts'
import type { DB } from '../../../db/schema.ts'

/** The channels' names in one language, by channel id (only the non-empty ones). */
export async function channelNamesIn(db: Kysely<DB>, locale: ContentLocale): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('payment_channel_texts')
    .select(['channel_id', 'name'])
    .where('locale', '=', locale)
    .where('name', '<>', '')
    .execute()
  return new Map(rows.map((r) => [r.channel_id, r.name]))
}

/** Every language's stored name of one channel. */
export function allChannelTexts(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('payment_channel_texts')
    .select(['locale', 'name'])
    .where('channel_id', '=', id)
    .execute()
}

/** Writes a channel's name in one language (a first save inserts it). */
export async function saveChannelName(
  db: Kysely<DB>,
  id: number,
  locale: ContentLocale,
  name: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('payment_channel_texts')
    .values({ channel_id: id, locale, name, updated_at: now })
    .onConflict((oc) => oc.columns(['channel_id', 'locale']).doUpdateSet({ name, updated_at: now }))
    .execute()
}
