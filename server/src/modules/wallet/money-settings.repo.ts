import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

export function getMoneySettings(db: Kysely<DB>) {
  return db.selectFrom('money_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
}

export async function listPresets(db: Kysely<DB>): Promise<number[]> {
  return (await db.selectFrom('amount_presets').select('amount').orderBy('amount').execute()).map(
    (r) => r.amount,
  )
}

export function listChannels(db: Kysely<DB>, enabledOnly: boolean) {
  let query = db.selectFrom('payment_channels').selectAll().orderBy('sort').orderBy('id')
  if (enabledOnly) query = query.where('enabled', '=', 1)
  return query.execute()
}

export function presentChannel(c: {
  id: number
  name: string
  company_name: string
  company_number: string
  enabled: number
  sort: number
}) {
  return {
    id: c.id,
    name: c.name,
    companyName: c.company_name,
    companyNumber: c.company_number,
    enabled: c.enabled === 1,
    sort: c.sort,
  }
}
