import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** Completed recharges of a user: the sum the ledger credited to their balance by recharge entries. */
export async function rechargeTotal(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as p', 'p.entry_id', 'e.id')
    .select(sql<number>`cast(coalesce(sum(p.amount), 0) as bigint)`.as('total'))
    .where('e.user_id', '=', userId)
    .where('e.kind', '=', 'recharge')
    .where('p.user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return row.total
}

export function listVipLevels(db: Kysely<DB>) {
  return db.selectFrom('vip_levels').selectAll().orderBy('level').execute()
}

/** The highest level whose threshold the total reaches (level 0 needs nothing). */
export function levelFor(levels: { level: number; min_recharge_total: number }[], total: number): number {
  return levels.filter((l) => l.min_recharge_total <= total).reduce((best, l) => Math.max(best, l.level), 0)
}

/** A user's VIP level, from operator thresholds on completed recharge totals. */
export async function userVipLevel(db: Kysely<DB>, userId: number): Promise<number> {
  const [levels, total] = await Promise.all([listVipLevels(db), rechargeTotal(db, userId)])
  return levelFor(levels, total)
}
