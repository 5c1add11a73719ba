import { opsCreateRedemptionCodes, opsListRedemptionCodes } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { presentRedemptionCode } from './redeem.presenter.ts'
import { listRedemptionCodes } from './redeem.repo.ts'
import { createRedemptionCodes } from './redeem.service.ts'

/** Redemption codes in the console: the latest ones, and issuing a batch. */
export function redeemOpsRoutes(route: Router, deps: Deps): void {
  route(opsListRedemptionCodes, async () =>
    (await listRedemptionCodes(deps.db, 500)).map(presentRedemptionCode),
  )

  route(opsCreateRedemptionCodes, async ({ body, operator }) => ({
    codes: await createRedemptionCodes(deps, { batch: body, operatorId: operator.operatorId }),
  }))
}
