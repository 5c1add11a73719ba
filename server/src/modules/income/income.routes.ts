import { listEarnings, listHoldings, receiveIncome } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import type { Router } from '../../lib/route.ts'
import { listUserEarnings } from './earnings.repo.ts'
import { presentEarning } from './earnings.presenter.ts'
import { listUserHoldings } from './holdings.repo.ts'
import { presentHolding, presentReceipt } from './holdings.presenter.ts'
import { receiveIncome as receive } from './receive.service.ts'

export function incomeRoutes(route: Router, deps: Deps): void {
  route(listHoldings, async ({ query, user }) => {
    const now = deps.clock.now()
    const rows = await listUserHoldings(deps.db, {
      userId: user.userId,
      filter: query.filter ?? 'all',
      cursor: query.cursor,
      now,
      limit: PAGE_SIZE + 1,
    })
    return toPage(rows, PAGE_SIZE, (row) => presentHolding(row, now))
  })

  route(receiveIncome, ({ params, user, once }) =>
    once(async (tx) =>
      presentReceipt(await receive({ ...deps, db: tx }, { userId: user.userId, holdingId: params.id })),
    ),
  )

  route(listEarnings, async ({ query, user }) =>
    toPage(
      await listUserEarnings(deps.db, user.userId, query.cursor, PAGE_SIZE + 1),
      PAGE_SIZE,
      presentEarning,
    ),
  )
}
