import { opsCreateRedemptionCodes, opsListRedemptionCodes } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { createRedemptionCodes, listRedemptionCodesForConsole } from './redeem.service.ts'

/** Redemption codes in the console: the latest ones, and issuing a batch. */
export function redeemOpsRoutes(route: Router, deps: Deps): void {
  route(opsListRedemptionCodes, () => listRedemptionCodesForConsole(deps))

  route(opsCreateRedemptionCodes, async ({ body, operator }) => ({
    codes: await createRedemptionCodes(deps, { batch: body, operatorId: operator.operatorId }),
  }))
}
