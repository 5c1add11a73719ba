import { cancelRecharge, createRecharge, getRechargeOptions, listRecharges } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { presentRecharge, presentRechargeOptions } from './recharges.presenter.ts'
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

  route(listRecharges, ({ query, user }) =>
    service.listRecharges(deps, { userId: user.userId, cursor: query.cursor }),
  )

  route(cancelRecharge, async ({ params, user }) => {
    await service.cancelRecharge(deps, { userId: user.userId, rechargeId: params.id })
    return null
  })
}
