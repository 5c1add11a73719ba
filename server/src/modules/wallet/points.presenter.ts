import type { PointRecordRow, PointsSummary } from '@app/contracts'
import type { PointRecord } from './points.repo.ts'
import type { PointsSummaryParts } from './wallet.service.ts'

export function presentPointsSummary({ balances, settings }: PointsSummaryParts): PointsSummary {
  return { points: String(balances.points), inviteRewardPoints: String(settings.invite_reward_points) }
}

export function presentPointRecord(r: PointRecord): PointRecordRow {
  return {
    id: r.id,
    source: r.source,
    points: String(r.points),
    status: r.status,
    createdAt: r.created_at,
    completedAt: r.completed_at,
  }
}
