import { REDEEM_REDEEM } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { presentRedemption } from './redeem.presenter.ts'
import { countRedeemAttempt, redeemCode as redeem } from './redeem.service.ts'

export function redeemRoutes(route: Router, deps: Deps): void {
  // Every attempt counts, so the limit runs before the effect (a replayed key counts too).
  route(REDEEM_REDEEM, async ({ body, user, ip, once }) => {
    await countRedeemAttempt(deps, { userId: user.userId, ip })
    return once(async (tx) =>
      presentRedemption(await redeem({ ...deps, db: tx }, { userId: user.userId, code: body.code })),
    )
  })
}
