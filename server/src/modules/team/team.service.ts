import {
  maskPhone,
  shareLinkFor,
  TEAM_LEVELS,
  teamMembersQuery,
  type Page,
  type TeamLevel,
  type TeamMemberRow,
  type TeamSummary,
} from '@app/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { PAGE_SIZE, parseCursor, toPage } from '../../lib/paging.ts'
import { parseWith } from '../../lib/validate.ts'
import { countByLevel, findTeamOwner, listMembers, type MemberRow } from '../account/invitation-tree.repo.ts'

/** Who is looking: the user sees their members' phones masked; operators see them whole. */
export type TeamViewer = 'user' | 'operator'

export async function getTeamSummary(db: Kysely<DB>, userId: number): Promise<TeamSummary> {
  const owner = await findTeamOwner(db, userId)
  if (!owner) throw new AppError('NOT_FOUND')
  const counts = await countByLevel(db, userId)
  return {
    invitationCode: owner.invitation_code,
    shareLink: shareLinkFor(owner.invitation_code),
    levels: TEAM_LEVELS.map((level) => ({ level, count: counts[level] })),
  }
}

/** One page of a level's members; `query` is the request's raw query string values. */
export async function getTeamMembers(
  db: Kysely<DB>,
  userId: number,
  query: unknown,
  viewer: TeamViewer,
): Promise<Page<TeamMemberRow>> {
  const raw = (query ?? {}) as Record<string, unknown>
  const parsed = parseWith(teamMembersQuery, {
    level: raw.level,
    ...(raw.cursor === undefined ? {} : { cursor: raw.cursor }),
  })
  const level = Number(parsed.level) as TeamLevel
  // A user always exists for themselves; the console asking about an unknown id gets 404, not [].
  if (viewer === 'operator' && !(await findTeamOwner(db, userId))) throw new AppError('NOT_FOUND')
  const rows = await listMembers(db, userId, level, parseCursor(parsed.cursor), PAGE_SIZE + 1)
  const present = (r: MemberRow): TeamMemberRow => ({
    id: r.id,
    phone: viewer === 'user' ? maskPhone(r.phone) : r.phone,
    nickname: r.nickname,
    joinedAt: r.created_at,
  })
  return toPage(rows, PAGE_SIZE, present)
}
