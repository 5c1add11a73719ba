import { WALLET_OPS_USER_REQUESTS } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { userMoneyRequests } from './user-requests.service.ts'

/** One user's requests, for every role: the narrow read decision 0018 left room for, not the queues. */
export function userRequestsOpsRoutes(route: Router, deps: Deps): void {
  route(WALLET_OPS_USER_REQUESTS, ({ params }) => userMoneyRequests(deps, params.id))
}
