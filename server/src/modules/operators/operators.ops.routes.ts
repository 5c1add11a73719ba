import { opsCreateOperator, opsListOperators, opsUpdateOperator } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { createOperator, listOperatorsForConsole, updateOperator } from './operators.service.ts'

/** Operator accounts in the console (their sign-in lives in auth). */
export function operatorOpsRoutes(route: Router, deps: Deps): void {
  route(opsListOperators, () => listOperatorsForConsole(deps))
  route(opsCreateOperator, ({ body, operator }) =>
    createOperator(deps, { ...body, actorId: operator.operatorId }),
  )
  route(opsUpdateOperator, ({ params, body, operator }) =>
    updateOperator(deps, { id: params.id, changes: body, actorId: operator.operatorId }),
  )
}
