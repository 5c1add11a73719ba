import type { Deps, Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { listOpenHoldings } from './holdings.repo.ts'
import { collectDue, type Receipt } from './receive.service.ts'

/**
 * Receive all: everything due on each of the user's holdings that is not frozen, one ledger entry
 * per holding, inside the caller's transaction (`deps.db` is the open `tx`), so the request pays all
 * or nothing. Each holding is collected by the same conditional step as a single receive, so a
 * parallel Receive all or Receive pays each earning once; 409 when nothing was due.
 */
export async function receiveAllIncome(
  deps: Scope & Pick<Deps, 'database'>,
  { userId }: { userId: number },
): Promise<Receipt[]> {
  const now = deps.clock.now()
  const receipts: Receipt[] = []
  for (const holding of await listOpenHoldings(deps.db, userId, now)) {
    if (holding.frozen) continue
    const receipt = await collectDue(deps, holding, now)
    if (receipt) receipts.push(receipt)
  }
  if (receipts.length === 0) throw new AppError('CONFLICT', 'income.nothingDue')
  return receipts
}
