import { redeemCode } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { hitOrRefuse } from '../auth/rate-limit.ts'
import { presentRedemption } from './redeem.presenter.ts'
import { redeemCode as redeem } from './redeem.service.ts'

export function redeemRoutes(route: Router, deps: Deps): void {
  // Guessing codes is slowed down: 10 attempts per user and 30 per address in 10 minutes. Every
  // attempt counts, so the limit runs before the effect (a replayed key counts too).
  route(redeemCode, async ({ body, user, ip, once }) => {
    await hitOrRefuse(deps.database, deps.clock, [
      { bucket: `redeem:user:${user.userId}`, seconds: 600, limit: 10 },
      { bucket: `redeem:ip:${ip}`, seconds: 600, limit: 30 },
    ])
    return once(async (tx) =>
      presentRedemption(await redeem({ ...deps, db: tx }, { userId: user.userId, code: body.code })),
    )
  })
}
