import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

export function getAppConfigRow(db: Kysely<DB>) {
  return db.selectFrom('app_config').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
}
export type AppConfigRow = Awaited<ReturnType<typeof getAppConfigRow>>

export async function getConfigVersion(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('app_config')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow()
  return row.version
}

/** Bumps the version in the same statement that changes the settings, so no bump is lost. */
export async function updateSiteSettings(
  db: Kysely<DB>,
  settings: { site_name: string; currency: string; chat_url: string },
): Promise<void> {
  await db
    .updateTable('app_config')
    .set({ ...settings, version: sql`version + 1` })
    .where('id', '=', 1)
    .execute()
}

export async function bumpConfigVersion(db: Kysely<DB>): Promise<void> {
  await db
    .updateTable('app_config')
    .set({ version: sql`version + 1` })
    .where('id', '=', 1)
    .execute()
}

export function findLanguagePack(db: Kysely<DB>, locale: string) {
  return db
    .selectFrom('language_packs')
    .select(['json', 'updated_at'])
    .where('locale', '=', locale)
    .executeTakeFirst()
}

export async function saveLanguagePack(
  db: Kysely<DB>,
  locale: string,
  json: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('language_packs')
    .values({ locale, json, updated_at: now })
    .onConflict((oc) => oc.column('locale').doUpdateSet({ json, updated_at: now }))
    .execute()
}
