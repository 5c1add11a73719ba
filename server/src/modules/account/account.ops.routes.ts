import { opsFreezeUser, opsGetUser, opsListUsers, opsUnfreezeUser } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getUserForConsole, searchUsers, setFrozen } from './users.ops.service.ts'

/** Users in the console: find by phone, see their wallets; freeze or unfreeze. */
export function accountOpsRoutes(route: Router, deps: Deps): void {
  route(opsListUsers, ({ query }) => searchUsers(deps, query.phone ?? ''))
  route(opsGetUser, ({ params }) => getUserForConsole(deps, params.id))
  route(opsFreezeUser, async ({ params, operator }) => {
    await setFrozen(deps, { id: params.id, frozen: true, operatorId: operator.operatorId })
    return getUserForConsole(deps, params.id)
  })
  route(opsUnfreezeUser, async ({ params, operator }) => {
    await setFrozen(deps, { id: params.id, frozen: false, operatorId: operator.operatorId })
    return getUserForConsole(deps, params.id)
  })
}
