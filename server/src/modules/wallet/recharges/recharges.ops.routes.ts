import {
  WALLET_OPS_BULK_RECHARGES,
  WALLET_OPS_CONFIRM_RECHARGE,
  WALLET_OPS_LIST_RECHARGES,
  WALLET_OPS_MARK_RECHARGE_ERROR,
  WALLET_OPS_RECHARGE_COUNTS,
} from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { bulkCloseRecharges } from '../queues/bulk.service.ts'
import { rechargeCounts, rechargeQueue } from '../queues/queues.service.ts'
import { confirmRecharge, markRechargeError } from './recharges.service.ts'

/** The console's recharge queue (with its counts and bulk closing): confirm with the bank's reference (credits once) or mark as error. */
export function rechargeOpsRoutes(route: Router, deps: Deps): void {
  route(WALLET_OPS_LIST_RECHARGES, ({ query }) => rechargeQueue(deps, query))

  route(WALLET_OPS_RECHARGE_COUNTS, ({ query }) => rechargeCounts(deps, query))

  route(WALLET_OPS_BULK_RECHARGES, ({ body, operator }) =>
    bulkCloseRecharges(deps, { ids: body.ids, outcome: body.outcome, operatorId: operator.operatorId }),
  )

  route(WALLET_OPS_CONFIRM_RECHARGE, async ({ params, body, operator }) => {
    await confirmRecharge(deps, {
      rechargeId: params.id,
      operatorId: operator.operatorId,
      reference: body.reference,
    })
    return null
  })

  route(WALLET_OPS_MARK_RECHARGE_ERROR, async ({ params, operator }) => {
    await markRechargeError(deps, { rechargeId: params.id, operatorId: operator.operatorId })
    return null
  })
}
