import { ACCOUNT_GET_RECEIPT, ACCOUNT_SAVE_RECEIPT } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { findReceipt, saveReceipt } from './account.service.ts'

/** The receipt account withdrawals are paid to: a 10-digit account number, a receiver, a method. */
export function receiptRoutes(route: Router, deps: Deps): void {
  route(ACCOUNT_GET_RECEIPT, ({ user }) => findReceipt(deps, user.userId))
  route(ACCOUNT_SAVE_RECEIPT, ({ body, user, locale }) =>
    saveReceipt(deps, { ...body, userId: user.userId, locale }),
  )
}
