import {
  WALLET_CANCEL_WITHDRAWAL,
  WALLET_CREATE_WITHDRAWAL,
  WALLET_WITHDRAW_OPTIONS,
  WALLET_LIST_WITHDRAWALS,
} from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { cancelWithdrawal as cancel } from './withdrawal-cancel.service.ts'
import { presentWithdrawal, presentWithdrawOptions } from './withdrawals.presenter.ts'
import * as service from './withdrawals.service.ts'

/** Withdrawals in the app: the form's rules, asking for one with the password, the list, cancelling. */
export function withdrawalRoutes(route: Router, deps: Deps): void {
  route(WALLET_WITHDRAW_OPTIONS, async ({ user }) =>
    presentWithdrawOptions(await service.withdrawOptions(deps, user.userId)),
  )

  route(WALLET_CREATE_WITHDRAWAL, async ({ body, user, once }) => {
    const { password, ...withdrawal } = body
    await service.confirmWithdrawer(deps, { userId: user.userId, password })
    return once(async (tx) =>
      presentWithdrawal(
        await service.createWithdrawal({ ...deps, db: tx }, { userId: user.userId, withdrawal }),
      ),
    )
  })

  route(WALLET_CANCEL_WITHDRAWAL, ({ params, user, once }) =>
    once(async (tx) =>
      presentWithdrawal(await cancel({ ...deps, db: tx }, { userId: user.userId, withdrawalId: params.id })),
    ),
  )

  route(WALLET_LIST_WITHDRAWALS, ({ query, user }) =>
    service.listWithdrawals(deps, { userId: user.userId, cursor: query.cursor }),
  )
}
