import type { ApprovedAction } from '../approvals/index.ts'
import { reverseEntry } from './reverse.service.ts'

/** Reversing a ledger entry, always with a second admin: the approval reverses it with the reason asked. */
export const entryReversal: ApprovedAction = {
  action: 'ledger.reverse',
  target: (id) => `entry:${id}`,
  carryOut: async (deps, { approval, operatorId }) => {
    const { reason } = JSON.parse(approval.details ?? '{}') as { reason?: string }
    await reverseEntry(deps, { entryId: approval.target_id, operatorId, reason: reason ?? '' })
  },
}
