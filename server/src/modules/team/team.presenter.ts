import {
  maskPhone,
  shareLinkFor,
  TEAM_LEVELS,
  type TeamLevel,
  type TeamMemberRow,
  type TeamSummary,
} from '@app/contracts'
import type { MemberRow } from '../account/index.ts'

/** Who is looking: the user sees their members' phones masked; operators see them whole. */
export type TeamViewer = 'user' | 'operator'

export function presentTeamSummary(invitationCode: string, counts: Record<TeamLevel, number>): TeamSummary {
  return {
    invitationCode,
    shareLink: shareLinkFor(invitationCode),
    levels: TEAM_LEVELS.map((level) => ({ level, count: counts[level] })),
  }
}

export function presentMember(row: MemberRow, viewer: TeamViewer): TeamMemberRow {
  return {
    id: row.id,
    phone: viewer === 'user' ? maskPhone(row.phone) : row.phone,
    nickname: row.nickname,
    joinedAt: row.created_at,
  }
}
