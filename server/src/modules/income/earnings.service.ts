import type { EarningRow, Page } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { presentEarning } from './earnings.presenter.ts'
import { listUserEarnings } from './earnings.repo.ts'

/** One page of the earnings a user received, newest first after `cursor`. */
export async function listEarnings(
  deps: Pick<Scope, 'db'>,
  { userId, cursor }: { userId: number; cursor: number | undefined },
): Promise<Page<EarningRow>> {
  return toPage(await listUserEarnings(deps.db, userId, cursor, PAGE_SIZE + 1), PAGE_SIZE, presentEarning)
}
