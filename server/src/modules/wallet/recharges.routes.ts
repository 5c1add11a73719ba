import { cancelRecharge, createRecharge, getRechargeOptions, listRecharges } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import type { Router } from '../../lib/route.ts'
import { presentRecharge, presentRechargeOptions } from './recharges.presenter.ts'
import { listRecharges as rechargesOf } from './recharges.repo.ts'
import * as service from './recharges.service.ts'

/** Recharges in the app: the form's options, recording one, the list, cancelling a pending one. */
export function rechargeRoutes(route: Router, deps: Deps): void {
  route(getRechargeOptions, async () => presentRechargeOptions(await service.rechargeOptions(deps)))

  route(createRecharge, ({ body, user, once }) =>
    once(async (tx) =>
      presentRecharge(
        await service.createRecharge({ ...deps, db: tx }, { userId: user.userId, recharge: body }),
        deps.clock.now(),
      ),
    ),
  )

  route(listRecharges, async ({ query, user }) => {
    const rows = await rechargesOf(deps.db, {
      userId: user.userId,
      cursor: query.cursor,
      limit: PAGE_SIZE + 1,
    })
    const now = deps.clock.now()
    return toPage(rows, PAGE_SIZE, (r) => presentRecharge(r, now))
  })

  route(cancelRecharge, async ({ params, user }) => {
    await service.cancelRecharge(deps, { userId: user.userId, rechargeId: params.id })
    return null
  })
}
