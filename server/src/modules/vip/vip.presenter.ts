import type { VipLevelRow } from '@app/contracts'
import type { VipLevel } from './vip.repo.ts'

export function presentVipLevel(level: VipLevel): VipLevelRow {
  return { level: level.level, minRechargeTotal: String(level.min_recharge_total) }
}
