import {
  opsBulkRecharges,
  opsConfirmRecharge,
  opsListRecharges,
  opsMarkRechargeError,
  opsRechargeCounts,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { bulkCloseRecharges } from './bulk.service.ts'
import { rechargeCounts, rechargeQueue } from './queues.service.ts'
import { confirmRecharge, markRechargeError } from './recharges.service.ts'

/** The console's recharge queue (with its counts and bulk closing): confirm with the bank's reference (credits once) or mark as error. */
export function rechargeOpsRoutes(route: Router, deps: Deps): void {
  route(opsListRecharges, ({ query }) => rechargeQueue(deps, query))

  route(opsRechargeCounts, ({ query }) => rechargeCounts(deps, query))

  route(opsBulkRecharges, ({ body, operator }) =>
    bulkCloseRecharges(deps, { ids: body.ids, outcome: body.outcome, operatorId: operator.operatorId }),
  )

  route(opsConfirmRecharge, async ({ params, body, operator }) => {
    await confirmRecharge(deps, {
      rechargeId: params.id,
      operatorId: operator.operatorId,
      reference: body.reference,
    })
    return null
  })

  route(opsMarkRechargeError, async ({ params, operator }) => {
    await markRechargeError(deps, { rechargeId: params.id, operatorId: operator.operatorId })
    return null
  })
}
