import { createWithdrawal, getWithdrawOptions, listWithdrawals } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import type { Router } from '../../lib/route.ts'
import { presentWithdrawal, presentWithdrawOptions } from './withdrawals.presenter.ts'
import { listWithdrawals as withdrawalsOf } from './withdrawals.repo.ts'
import * as service from './withdrawals.service.ts'

/** Withdrawals in the app: the form's rules, asking for one, and the list. */
export function withdrawalRoutes(route: Router, deps: Deps): void {
  route(getWithdrawOptions, async ({ user }) =>
    presentWithdrawOptions(await service.withdrawOptions(deps, user.userId)),
  )

  route(createWithdrawal, ({ body, user, once }) =>
    once(async (tx) =>
      presentWithdrawal(
        await service.createWithdrawal({ ...deps, db: tx }, { userId: user.userId, withdrawal: body }),
      ),
    ),
  )

  route(listWithdrawals, async ({ query, user }) => {
    const rows = await withdrawalsOf(deps.db, {
      userId: user.userId,
      cursor: query.cursor,
      limit: PAGE_SIZE + 1,
    })
    return toPage(rows, PAGE_SIZE, presentWithdrawal)
  })
}
