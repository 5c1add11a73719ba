import type { Kysely } from 'kysely'
import type { MoneyApproval } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { DB, MoneyApprovalAction } from '../../../db/schema.ts'
import type { ApprovalRow } from './approvals.repo.ts'

/**
 * An action the gate holds for a second operator, as the action registers itself: the gate knows
 * none of them, so a new one is added by registering it (`wallet/approved-actions.ts`), not by
 * editing the gate. Who may approve it is the contract's (`ADMIN_APPROVED_ACTIONS`), which the
 * console reads too.
 */
export interface ApprovedAction {
  /** Its name, as `money_approvals.action` stores it. */
  action: MoneyApprovalAction
  /** What it acts on, as the action names it in the audit log (`recharge:12`, `money_settings`). */
  target: (targetId: number) => string
  /**
   * Carries out the waiting request in the approving operator's name, in its own transaction,
   * approving it there (`gateMoneyAction` or `approveWaiting`), so parallel approvals act once.
   */
  carryOut: (deps: Deps, input: { approval: ApprovalRow; operatorId: number }) => Promise<void>
  /**
   * Of these objects, the ones still waiting to be acted on: a request whose object was decided,
   * expired or cancelled meanwhile needs no approval and is not listed. Absent: each waits until
   * it is decided.
   */
  stillOpen?: (db: Kysely<DB>, targetIds: readonly number[]) => Promise<ReadonlySet<number>>
  /** What the console shows of the request's details besides a reason (the limits asked). */
  limits?: (details: Record<string, unknown>) => MoneyApproval['limits']
}

/** The registered action of that name; one that none registered is a fault of the server. */
export function approvedAction(actions: readonly ApprovedAction[], name: string): ApprovedAction {
  const found = actions.find((a) => a.action === name)
  if (!found) throw new Error(`no approved action ${name} is registered`)
  return found
}
