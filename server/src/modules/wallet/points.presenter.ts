import type { PointRecordRow, PointsSummary } from '@app/contracts'
import type { PointRecord } from './points.repo.ts'

export function presentPointsSummary(s: { points: number; inviteRewardPoints: number }): PointsSummary {
  return { points: String(s.points), inviteRewardPoints: String(s.inviteRewardPoints) }
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
