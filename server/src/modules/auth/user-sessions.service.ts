import type { OpsUserSession, Page } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { findUser } from '../account/users.repo.ts'
import { listUserSessions } from './sessions.repo.ts'
import { presentUserSession } from './user-sessions.presenter.ts'

/** A page of a user's sign-in sessions, newest first. */
export async function userSessionsPage(
  deps: Scope,
  input: { userId: number; cursor: number | undefined },
): Promise<Page<OpsUserSession>> {
  if (!(await findUser(deps.db, input.userId))) throw new AppError('NOT_FOUND')
  const now = deps.clock.now()
  const rows = await listUserSessions(deps.db, input.userId, input.cursor, PAGE_SIZE + 1)
  return toPage(rows, PAGE_SIZE, (row) => presentUserSession(row, now))
}
