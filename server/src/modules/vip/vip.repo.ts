import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

export interface VipLevel {
  level: number
  min_recharge_total: number
}

export function listVipLevels(db: Kysely<DB>): Promise<VipLevel[]> {
  return db.selectFrom('vip_levels').selectAll().orderBy('level').execute()
}

/** Replaces every level; run it inside a transaction. */
export async function replaceVipLevels(db: Kysely<DB>, levels: VipLevel[]): Promise<void> {
  await db.deleteFrom('vip_levels').execute()
  await db.insertInto('vip_levels').values(levels).execute()
}
