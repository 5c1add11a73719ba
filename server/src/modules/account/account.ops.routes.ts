import {
  opsFreezeUser,
  opsGetUser,
  opsListReceiptChanges,
  opsListUserHoldingsPage,
  opsListUsers,
  opsUnfreezeUser,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { searchUsers } from './user-search.service.ts'
import { getUserForConsole, receiptHistoryPage, setFrozen, userHoldingsPage } from './users.ops.service.ts'

/** Users in the console: find them, see their wallets, holdings and receipt account; freeze or unfreeze. */
export function accountOpsRoutes(route: Router, deps: Deps): void {
  route(opsListUsers, ({ query }) => searchUsers(deps, { q: query.q ?? '', cursor: query.cursor }))
  route(opsGetUser, ({ params }) => getUserForConsole(deps, params.id))
  route(opsListUserHoldingsPage, ({ params, query }) =>
    userHoldingsPage(deps, { userId: params.id, filter: query.filter ?? 'all', cursor: query.cursor }),
  )
  route(opsListReceiptChanges, ({ params, query }) =>
    receiptHistoryPage(deps, { userId: params.id, cursor: query.cursor }),
  )
  route(opsFreezeUser, async ({ params, operator }) => {
    await setFrozen(deps, { id: params.id, frozen: true, operatorId: operator.operatorId })
    return getUserForConsole(deps, params.id)
  })
  route(opsUnfreezeUser, async ({ params, operator }) => {
    await setFrozen(deps, { id: params.id, frozen: false, operatorId: operator.operatorId })
    return getUserForConsole(deps, params.id)
  })
}
