import type { PointRecordRow, PointsSummary } from '@app/contracts'
import type { PointRecord } from './points.repo.ts'
import type { getUserBalances } from '../../ledger/index.ts'
import type { getMoneySettings } from '../money-settings.repo.ts'

/** What the points summary is made of: the balances and the invitation reward rule. */
export interface PointsSummaryParts {
  balances: Awaited<ReturnType<typeof getUserBalances>>
  settings: Awaited<ReturnType<typeof getMoneySettings>>
}

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
