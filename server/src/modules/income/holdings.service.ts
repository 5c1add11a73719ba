import type { ContentLocale, HoldingFilter, HoldingView, Page } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { presentHolding } from './holdings.presenter.ts'
import { listLatestHoldings, listUserHoldings } from './holdings.repo.ts'
import { namedIn, type Naming } from './product-names.ts'

/** My products: one page of a user's holdings under a filter, newest first after `cursor`, named in `locale`. */
export async function listHoldings(
  deps: Scope & Naming,
  {
    locale,
    ...input
  }: { userId: number; filter: HoldingFilter; cursor: number | undefined; locale: ContentLocale | null },
): Promise<Page<HoldingView>> {
  const now = deps.clock.now()
  const rows = await listUserHoldings(deps.db, { ...input, now, limit: PAGE_SIZE + 1 })
  return toPage(await namedIn(deps, rows, locale), PAGE_SIZE, (row) => presentHolding(row, now))
}

/** A user's latest 200 holdings, newest first, for the console. */
export async function listHoldingsForConsole(deps: Scope, userId: number): Promise<HoldingView[]> {
  const now = deps.clock.now()
  return (await listLatestHoldings(deps.db, userId, 200)).map((row) => presentHolding(row, now))
}
