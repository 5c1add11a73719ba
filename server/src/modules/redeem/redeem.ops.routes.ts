import { REDEEM_OPS_CREATE, REDEEM_OPS_LIST } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { createRedemptionCodes, listRedemptionCodesForConsole } from './redeem.service.ts'

/** Redemption codes in the console: the latest ones, and issuing a batch. */
export function redeemOpsRoutes(route: Router, deps: Deps): void {
  route(REDEEM_OPS_LIST, () => listRedemptionCodesForConsole(deps))

  route(REDEEM_OPS_CREATE, async ({ body, operator }) => ({
    codes: await createRedemptionCodes(deps, { batch: body, operatorId: operator.operatorId }),
  }))
}
