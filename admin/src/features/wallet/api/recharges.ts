import {
  opsBulkRecharges,
  opsConfirmRecharge,
  opsListRecharges,
  opsMarkRechargeError,
  opsRechargeCounts,
  type BulkRechargesBody,
  type QueueFilters,
  type RechargeStatus,
} from '@app/contracts'
import { call } from '../../../lib/request.ts'
import { useQueueBulk, useQueueCounts, useQueueDecision, useQueuePages, type QueueAsk } from './queues.ts'

export { RECHARGE_STATUSES } from '@app/contracts'

/** Everything under this key (every tab, its counts) is reloaded after a decision. */
const rechargesRoot = ['ops', 'recharges'] as const

export const useRecharges = (ask: QueueAsk<RechargeStatus>) =>
  useQueuePages(rechargesRoot, ask, (query) => call(opsListRecharges, { query }))

export const useRechargeCounts = (filters: QueueFilters, enabled = true) =>
  useQueueCounts(rechargesRoot, filters, enabled, (query) => call(opsRechargeCounts, { query }))

/** Closes the chosen pending recharges as error or expired. */
export const useBulkRecharges = () =>
  useQueueBulk(rechargesRoot, (body: BulkRechargesBody) => call(opsBulkRecharges, { body }))

/** Confirming carries the bank's transaction reference; marking as error needs nothing. */
type RechargeDecision = { id: number; verb: 'confirm'; reference: string } | { id: number; verb: 'error' }

/** Confirm (credits the balance once) or mark as error. Above the approval cap a confirm is a
 *  request for a second operator (409): it waits there. */
export const useDecideRecharge = () =>
  useQueueDecision(rechargesRoot, (decision: RechargeDecision) =>
    decision.verb === 'confirm'
      ? call(opsConfirmRecharge, { params: { id: decision.id }, body: { reference: decision.reference } })
      : call(opsMarkRechargeError, { params: { id: decision.id } }),
  )
