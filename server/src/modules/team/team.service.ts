import type { Page, TeamLevel, TeamMemberRow, TeamSummary } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { countByLevel, findTeamOwner, listMembers } from '../account/index.ts'
import { presentMember, presentTeamSummary, type TeamViewer } from './team.presenter.ts'

export type { TeamViewer }

/** A user's invitation code and the size of each level of their team, or NOT_FOUND. */
export async function getTeamSummary(deps: Pick<Scope, 'db'>, userId: number): Promise<TeamSummary> {
  const owner = await findTeamOwner(deps.db, userId)
  if (!owner) throw new AppError('NOT_FOUND')
  return presentTeamSummary(owner.invitation_code, await countByLevel(deps.db, userId))
}

/** One page of a level's members, newest first, after the member `cursor`. */
export async function getTeamMembers(
  deps: Pick<Scope, 'db'>,
  input: { userId: number; level: TeamLevel; cursor?: number | undefined; viewer: TeamViewer },
): Promise<Page<TeamMemberRow>> {
  const { userId, viewer } = input
  // A user always exists for themselves; the console asking about an unknown id gets 404, not [].
  if (viewer === 'operator' && !(await findTeamOwner(deps.db, userId))) throw new AppError('NOT_FOUND')
  const rows = await listMembers(deps.db, userId, input.level, input.cursor, PAGE_SIZE + 1)
  return toPage(rows, PAGE_SIZE, (row) => presentMember(row, viewer))
}
