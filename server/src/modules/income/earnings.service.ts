import type { ContentLocale, EarningRow, Page } from '@app/contracts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { presentEarning } from './earnings.presenter.ts'
import { listUserEarnings } from './earnings.repo.ts'
import { namedIn, type Naming } from './product-names.ts'

/** One page of the earnings a user received, newest first after `cursor`, named in `locale`. */
export async function listEarnings(
  deps: Naming,
  { userId, cursor, locale }: { userId: number; cursor: number | undefined; locale: ContentLocale | null },
): Promise<Page<EarningRow>> {
  const rows = await listUserEarnings(deps.db, userId, cursor, PAGE_SIZE + 1)
  return toPage(await namedIn(deps, rows, locale), PAGE_SIZE, presentEarning)
}
