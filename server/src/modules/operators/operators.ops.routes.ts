import { OPERATORS_OPS_CREATE, OPERATORS_OPS_LIST, OPERATORS_OPS_UPDATE } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import {
  createOperator,
  listOperatorsForConsole,
  refuseCommonOperatorPassword,
  updateOperator,
} from './operators.service.ts'

/**
 * Operator accounts in the console (their sign-in lives in auth). A password an admin gives is 12
 * characters or more (the contract) and off the list of common passwords (here).
 */
export function operatorOpsRoutes(route: Router, deps: Deps): void {
  route(OPERATORS_OPS_LIST, () => listOperatorsForConsole(deps))
  route(OPERATORS_OPS_CREATE, ({ body, operator }) => {
    refuseCommonOperatorPassword(body.password)
    return createOperator(deps, { ...body, actorId: operator.operatorId })
  })
  route(OPERATORS_OPS_UPDATE, ({ params, body, operator }) => {
    if (body.password !== undefined) refuseCommonOperatorPassword(body.password)
    return updateOperator(deps, { id: params.id, changes: body, actorId: operator.operatorId })
  })
}
