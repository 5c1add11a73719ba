import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { notifyUser } from '../notifications/index.ts'
import { listUntoldDue, markDueTold } from './due-notices.repo.ts'
import { earningsDueBy } from './schedule.ts'

/** Holdings looked at per sweep; the rest wait for the next round (30 s). */
const DUE_BATCH = 500

/**
 * Tells users that income fell due on a holding, once per falling due: a holding whose earnings due
 * now are more than those received and than those already told of is marked told (a conditional
 * update, so parallel sweeps tell once) and, in the same transaction, gives an `income.due`
 * notification, unless one is still unread (one is enough to send the user to Receive).
 */
export async function tellIncomeDue(deps: Deps): Promise<number> {
  const now = deps.clock.now()
  let told = 0
  for (const holding of await listUntoldDue(deps.db, now, DUE_BATCH)) {
    const due = earningsDueBy(holding, holding.purchased_at, now).length
    if (due <= holding.collected_count || due <= holding.due_told) continue
    const moved = await inTransaction(deps.database, async (tx) => {
      if (!(await markDueTold(tx, holding, due))) return false
      await notifyUser(
        { ...deps, db: tx },
        {
          userId: holding.user_id,
          type: 'income.due',
          params: { holdingId: holding.id },
          oncePerUnread: true,
        },
      )
      return true
    })
    if (moved) told++
  }
  return told
}
