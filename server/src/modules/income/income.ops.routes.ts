import {
  INCOME_OPS_FREEZE_HOLDING,
  INCOME_OPS_LIST_USER_HOLDINGS,
  INCOME_OPS_UNFREEZE_HOLDING,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { setHoldingFrozen } from './freeze.service.ts'
import { presentHolding } from './holdings.presenter.ts'
import { listHoldingsForConsole } from './holdings.service.ts'

/** A user's holdings in the console, and freezing one. */
export function incomeOpsRoutes(route: Router, deps: Deps): void {
  route(INCOME_OPS_LIST_USER_HOLDINGS, ({ params }) => listHoldingsForConsole(deps, params.id))

  // A frozen holding pays nothing until it is unfrozen (it shows under Frozen in My products).
  const setFrozen = async (holdingId: number, frozen: boolean, operatorId: number) =>
    presentHolding(await setHoldingFrozen(deps, { holdingId, frozen, operatorId }), deps.clock.now())

  route(INCOME_OPS_FREEZE_HOLDING, ({ params, operator }) => setFrozen(params.id, true, operator.operatorId))

  route(INCOME_OPS_UNFREEZE_HOLDING, ({ params, operator }) =>
    setFrozen(params.id, false, operator.operatorId),
  )
}
