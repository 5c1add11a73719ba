import type { Kysely, Updateable } from 'kysely'
import type { DB, MoneySettingsTable } from '../../db/schema.ts'

/** The one row of money settings. */
export function getMoneySettings(db: Kysely<DB>) {
  return db.selectFrom('money_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
}

export type MoneySettingsRow = Awaited<ReturnType<typeof getMoneySettings>>

export async function updateMoneySettings(
  db: Kysely<DB>,
  changes: Updateable<MoneySettingsTable>,
): Promise<void> {
  await db.updateTable('money_settings').set(changes).where('id', '=', 1).execute()
}

/** The recharge amount presets, minor units, smallest first. */
export async function listPresets(db: Kysely<DB>): Promise<number[]> {
  return (await db.selectFrom('amount_presets').select('amount').orderBy('amount').execute()).map(
    (r) => r.amount,
  )
}

/** Replaces every preset; run it inside a transaction. */
export async function replacePresets(db: Kysely<DB>, amounts: number[]): Promise<void> {
  await db.deleteFrom('amount_presets').execute()
  if (amounts.length > 0)
    await db
      .insertInto('amount_presets')
      .values(amounts.map((amount) => ({ amount })))
      .execute()
}
