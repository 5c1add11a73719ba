import { getReceiptAccount, saveReceiptAccount } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { findReceipt, saveReceipt } from './account.service.ts'

/** The receipt account withdrawals are paid to: a 10-digit account number, a receiver, a method. */
export function receiptRoutes(route: Router, deps: Deps): void {
  route(getReceiptAccount, ({ user }) => findReceipt(deps, user.userId))
  route(saveReceiptAccount, ({ body, user, locale }) =>
    saveReceipt(deps, { ...body, userId: user.userId, locale }),
  )
}
