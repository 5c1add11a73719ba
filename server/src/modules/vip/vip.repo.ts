import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

export interface VipLevel {
  level: number
  min_recharge_total: number
}

export function listVipLevels(db: Kysely<DB>): Promise<VipLevel[]> {
  return db.selectFrom('vip_levels').selectAll().orderBy('level').execute()
}

/**
 * The highest level whose threshold a user's stored recharge total reaches (level 0 needs nothing),
 * in one statement.
 */
export async function findUserVipLevel(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('vip_levels as v', (join) => join.onRef('v.min_recharge_total', '<=', 'u.recharge_total'))
    .select(sql<number>`cast(coalesce(max(v.level), 0) as integer)`.as('level'))
    .where('u.id', '=', userId)
    .executeTakeFirst()
  return row?.level ?? 0
}

/** Replaces every level; run it inside a transaction. */
export async function replaceVipLevels(db: Kysely<DB>, levels: VipLevel[]): Promise<void> {
  await db.deleteFrom('vip_levels').execute()
  await db.insertInto('vip_levels').values(levels).execute()
}
