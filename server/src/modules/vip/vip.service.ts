import type { VipLevelRow, VipLevelsBody } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { storedRechargeTotal } from '../ledger/index.ts'
import { presentVipLevel } from './vip.presenter.ts'
import * as repo from './vip.repo.ts'

/** The highest level whose threshold the total reaches (level 0 needs nothing). */
export function levelFor(levels: repo.VipLevel[], total: number): number {
  return levels.filter((l) => l.min_recharge_total <= total).reduce((best, l) => Math.max(best, l.level), 0)
}

/** The levels and their thresholds, as the app and the console show them. */
export async function listVipLevels(deps: Pick<Scope, 'db'>): Promise<VipLevelRow[]> {
  return (await repo.listVipLevels(deps.db)).map(presentVipLevel)
}

/** Where a user stands: the levels, their completed recharges, and the level those reach. */
export async function vipStanding(deps: Pick<Scope, 'db'>, userId: number) {
  const [levels, rechargeTotal] = await Promise.all([
    repo.listVipLevels(deps.db),
    storedRechargeTotal(deps.db, userId),
  ])
  return { levels, rechargeTotal, level: levelFor(levels, rechargeTotal) }
}

/** A user's VIP level, from operator thresholds on completed recharge totals. */
export function userVipLevel(deps: Pick<Scope, 'db'>, userId: number): Promise<number> {
  return repo.findUserVipLevel(deps.db, userId)
}

/** Replaces the thresholds: levels 0, 1, 2… with thresholds that never decrease; level 0 needs nothing. */
export async function replaceVipLevels(
  deps: Deps,
  input: { levels: VipLevelsBody['levels']; operatorId: number },
): Promise<repo.VipLevel[]> {
  const sorted = [...input.levels].sort((a, b) => a.level - b.level)
  const valid = sorted.every(
    (l, i) =>
      l.level === i &&
      (i === 0
        ? l.minRechargeTotal === '0'
        : Number(l.minRechargeTotal) >= Number(sorted[i - 1]?.minRechargeTotal)),
  )
  if (!valid) throw new AppError('VALIDATION_FAILED', 'validation.vipLevelsInvalid', { field: 'levels' })
  const levels = sorted.map((l) => ({ level: l.level, min_recharge_total: Number(l.minRechargeTotal) }))
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await repo.listVipLevels(tx)
    await repo.replaceVipLevels(tx, levels)
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'vip.update',
      target: 'vip_levels',
      before,
      after: sorted,
      now,
    })
  })
  return levels
}
