import { sql, type Kysely, type RawBuilder } from 'kysely'
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
 * as an expression another statement can hold (the purchase on PostgreSQL), of a user id or a column.
 */
export const userVipLevelOf = (userId: number | RawBuilder<unknown>) =>
  sql<number>`(select cast(coalesce(max(v.level), 0) as integer) from users u
    join vip_levels v on v.min_recharge_total <= u.recharge_total where u.id = ${userId})`

/** The same, in a statement of its own. */
export async function findUserVipLevel(db: Kysely<DB>, userId: number): Promise<number> {
  const result = await sql<{ level: number }>`select ${userVipLevelOf(userId)} as level`.execute(db)
  return result.rows[0]?.level ?? 0
}

/** Replaces every level; run it inside a transaction. */
export async function replaceVipLevels(db: Kysely<DB>, levels: VipLevel[]): Promise<void> {
  await db.deleteFrom('vip_levels').execute()
  await db.insertInto('vip_levels').values(levels).execute()
}
