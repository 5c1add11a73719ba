import { getReceiptAccount, saveReceiptAccount } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { saveReceipt } from './account.service.ts'
import { findReceiptAccount } from './receipt.repo.ts'

/** The receipt account withdrawals are paid to: a 10-digit account number, a receiver, a method. */
export function receiptRoutes(route: Router, deps: Deps): void {
  route(getReceiptAccount, ({ user }) => findReceiptAccount(deps.db, user.userId))
  route(saveReceiptAccount, ({ body, user }) => saveReceipt(deps, { ...body, userId: user.userId }))
}
