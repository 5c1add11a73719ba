import { opsCreateOperator, opsListOperators, opsUpdateOperator } from '@app/contracts'
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
  route(opsListOperators, () => listOperatorsForConsole(deps))
  route(opsCreateOperator, ({ body, operator }) => {
    refuseCommonOperatorPassword(body.password)
    return createOperator(deps, { ...body, actorId: operator.operatorId })
  })
  route(opsUpdateOperator, ({ params, body, operator }) => {
    if (body.password !== undefined) refuseCommonOperatorPassword(body.password)
    return updateOperator(deps, { id: params.id, changes: body, actorId: operator.operatorId })
  })
}
