import {
  ACCOUNT_OPS_FREEZE,
  ACCOUNT_OPS_GET,
  ACCOUNT_OPS_RECEIPT_HISTORY,
  ACCOUNT_OPS_USER_HOLDINGS,
  ACCOUNT_OPS_LIST,
  ACCOUNT_OPS_UNFREEZE,
} from '@app/contracts'
import { onReplica, type Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { searchUsers } from './user-search.service.ts'
import { getUserForConsole, receiptHistoryPage, setFrozen, userHoldingsPage } from './users.ops.service.ts'

/** Users in the console: find them, see their wallets, holdings and receipt account; freeze or unfreeze. */
export function accountOpsRoutes(route: Router, deps: Deps): void {
  route(ACCOUNT_OPS_LIST, ({ query }) =>
    searchUsers(onReplica(deps), { q: query.q ?? '', cursor: query.cursor }),
  )
  route(ACCOUNT_OPS_GET, ({ params }) => getUserForConsole(deps, params.id))
  route(ACCOUNT_OPS_USER_HOLDINGS, ({ params, query }) =>
    userHoldingsPage(deps, { userId: params.id, filter: query.filter ?? 'all', cursor: query.cursor }),
  )
  route(ACCOUNT_OPS_RECEIPT_HISTORY, ({ params, query }) =>
    receiptHistoryPage(deps, { userId: params.id, cursor: query.cursor }),
  )
  route(ACCOUNT_OPS_FREEZE, async ({ params, operator }) => {
    await setFrozen(deps, { id: params.id, frozen: true, operatorId: operator.operatorId })
    return getUserForConsole(deps, params.id)
  })
  route(ACCOUNT_OPS_UNFREEZE, async ({ params, operator }) => {
    await setFrozen(deps, { id: params.id, frozen: false, operatorId: operator.operatorId })
    return getUserForConsole(deps, params.id)
  })
}
