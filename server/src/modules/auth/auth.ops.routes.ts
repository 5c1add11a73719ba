import { opsLogin, opsLogout, opsMe } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { currentOperator, loginOperator } from './operator-sign-in.service.ts'
import { endSession } from './sessions.service.ts'

/** The console's sign-in and sign-out, and who is signed in. */
export function authOpsRoutes(route: Router, deps: Deps): void {
  route(opsLogin, ({ body, ip }) => loginOperator(deps, { ...body, ip }))
  route(opsLogout, async ({ operator }) => {
    await endSession(deps, operator.sessionId)
    return null
  })
  route(opsMe, ({ operator }) => currentOperator(deps, operator.operatorId))
}
